/**
 * HTML the operator typed, made safe to put into the editor's own page: parsed inertly (DOMParser runs nothing
 * and loads nothing), then stripped of active elements, event handlers and script addresses. A courtesy to the
 * operator's browser only: what reaches anyone else is cleaned by the server's allow-list (X1).
 */
const ACTIVE =
  'script,style,iframe,frame,object,embed,svg,math,link,meta,base,form,input,button,textarea,select';

export function inertHtml(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  for (const element of document.body.querySelectorAll(ACTIVE)) element.remove();
  for (const element of document.body.querySelectorAll('*')) {
    for (const attribute of [...element.attributes]) {
      // Browsers skip spaces and control characters inside a scheme ("java\tscript:"): so does this check.
      const value = [...attribute.value]
        .filter((character) => character.charCodeAt(0) > 0x20)
        .join('')
        .toLowerCase();
      const isScriptAddress = /^(javascript|vbscript|data):/.test(value);
      if (attribute.name.startsWith('on') || attribute.name === 'style' || isScriptAddress) {
        element.removeAttribute(attribute.name);
      }
    }
  }
  return document.body.innerHTML;
}
