/** A course as a card in a grid (catalogue, cloned menus, portal) and its cover (also the editor's). */
export { CourseCard } from "./CourseCard";
export { CourseCover } from "./CourseCover";
