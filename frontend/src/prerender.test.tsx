// @vitest-environment node
// As scripts/prerender.mjs runs it: in Node, with no document for emotion to write into.
import { describe, expect, it } from 'vitest';
import { renderLanding } from './prerender';

describe('renderLanding', () => {
  it('renders the whole landing page to HTML, styles included, with placeholders for the figures', () => {
    const html = renderLanding();
    expect(html).toContain('Gestão inteligente de espaços compartilhados</h1>');
    expect(html).toMatch(/<a [^>]*href="\/register"[^>]*>Começar Agora/);
    expect(html).toMatch(/<a [^>]*href="\/login"[^>]*>Fazer Login/);
    expect(html).toContain('espaços cadastrados');
    expect(html).toContain('<style data-emotion="css');
    // No figure is claimed before the server gives one.
    expect(html).toContain('MuiSkeleton');
  });
});
