// Adds a third-party script to the page once and resolves when it has run. A script
// that fails to load is forgotten, so a later visit (or Retry) asks for it again.
const loading = new Map<string, Promise<void>>();

export function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => {
        loading.delete(src);
        script.remove();
        reject(new Error(`could not load ${src}`));
      });
      document.head.appendChild(script);
    });
    loading.set(src, promise);
  }
  return promise;
}
