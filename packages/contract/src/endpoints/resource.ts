import { endpoint, out } from "../endpoint.js";

export const resourceEndpoints = {};
