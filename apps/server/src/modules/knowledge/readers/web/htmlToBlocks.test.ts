import { describe, expect, it } from 'vitest';
import { toSectionsDocument } from '../buildSections';
import { htmlToBlocks } from './htmlToBlocks';

const PAGE = `<!doctype html><html><head><title>Tienda &amp; Caf&eacute;</title>
<style>p { color: red }</style><script>var x = "<p>no</p>";</script></head>
<body>
<header><a href="/">Logo</a><nav><ul><li>Inicio</li><li>Precios</li></ul></nav></header>
<div role="navigation">Migas</div>
<main>
  <article><header><h1>Bienvenida</h1></header>
  <p>Abrimos de <b>9</b> a 18&nbsp;h.<br>Los s&aacute;bados, cerrado.</p>
  <div hidden>Oculto</div><p style="display:none">Oculto</p><span aria-hidden="true">Icono</span>
  <h2>Precios</h2>
  <table><tr><th>Plan</th><th>Precio</th></tr><tr><td>B&aacute;sico</td><td><p>5 &euro;</p></td></tr></table>
  <ol><li>Elige</li><li>Paga<ul><li>con tarjeta</li></ul></li></ol>
  <h3>Notas <small>(2024)</small></h3>
  <pre>línea 1
línea   2</pre>
  <h4>Detalle</h4><p>Texto final &#8212; fin.</p>
  </article>
  <aside>Publicidad</aside>
  <form><label>Email</label><input name="e"></form>
</main>
<footer>© 2024 Tienda</footer>
</body></html>`;

describe('htmlToBlocks', () => {
  it('keeps the content and drops navigation, boilerplate and hidden elements', () => {
    const { title, blocks } = htmlToBlocks(PAGE);
    expect(title).toBe('Tienda & Café');
    expect(toSectionsDocument(title ?? '', blocks).sections).toEqual([
      { heading: 'Bienvenida', text: 'Abrimos de 9 a 18 h.\nLos sábados, cerrado.' },
      { heading: 'Precios', text: 'Plan · Precio\nBásico · 5 €\n\n1. Elige\n2. Paga\n- con tarjeta' },
      { heading: 'Notas (2024)', text: 'línea 1\nlínea 2\n\nDetalle\n\nTexto final — fin.' },
    ]);
  });

  it('titles by the first h1 without a <title>, and reads broken HTML', () => {
    expect(htmlToBlocks('<h1>Hola</h1><p>uno<p>dos<div>tres').blocks).toEqual([
      { kind: 'heading', text: 'Hola' },
      { kind: 'paragraph', text: 'uno' },
      { kind: 'paragraph', text: 'dos' },
      { kind: 'paragraph', text: 'tres' },
    ]);
    expect(htmlToBlocks('<body><h1>Hola</h1></body>').title).toBe('Hola');
    expect(htmlToBlocks('<svg><title>icono</title></svg><p>x</p>').title).toBeNull();
  });
});
