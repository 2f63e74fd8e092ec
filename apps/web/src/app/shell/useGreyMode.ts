import { useEffect } from "react";
import { useAreaSwitch } from "../../api/queries";

/** Grey mode: the whole site in greyscale while the grey config is in use. */
export function useGreyMode(): void {
  const grey = useAreaSwitch("grey");
  useEffect(() => {
    const html = document.documentElement;
    html.classList.toggle("otp-grey", grey);
    return () => html.classList.remove("otp-grey");
  }, [grey]);
}
