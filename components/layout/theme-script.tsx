/**
 * Sets the `dark` class on <html> before the first paint: the visitor's stored choice
 * ("light" | "dark"), else the system setting. Inline and tiny, so there is no light flash.
 */
const SCRIPT = `(function(){try{var t=localStorage.getItem("livecheck-theme");var d=t==="dark"||(t!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches);document.documentElement.classList.toggle("dark",d);}catch(e){}})();`;

/** `nonce`: the render's Content-Security-Policy nonce (proxy.ts), without which it may not run. */
export function ThemeScript({ nonce }: { nonce: string | undefined }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
