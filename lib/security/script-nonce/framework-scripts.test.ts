import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isFrameworkScript, REACT_RUNTIME_DEFINITIONS } from './framework-scripts';

const RSC_DATA =
  'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[\\"/_next/static/chunks/a.js\\"]\\u003c\\n"])';
const TURBOPACK =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[494553]});';

/** React's streaming runtime as the installed react-dom writes it (string literals of its server build). */
function installedRuntimeDefinitions(): string[] {
  const found = new Set<string>();
  for (const pkg of ['react-dom', 'react-dom-experimental']) {
    for (const flavour of ['node', 'edge']) {
      const file = require.resolve(`next/dist/compiled/${pkg}/cjs/react-dom-server.${flavour}.production.js`);
      const source = readFileSync(file, 'utf8');
      const literal = /(["'])((?:\$R[A-Z]{1,2}=|requestAnimationFrame\()(?:\\.|(?!\1)[^\\])*)\1/g;
      for (const match of source.matchAll(literal)) {
        // A JavaScript string literal of React's own source; evaluated to get the text it writes.
        const text = new Function(`return ${match[0]}`)() as string;
        found.add(text.replace(/\$R[A-Z]{1,2}\("$/, ''));
      }
    }
  }
  return [...found];
}

describe('isFrameworkScript', () => {
  it("accepts Next's RSC data scripts and its bootstrap", () => {
    expect(isFrameworkScript('(self.__next_f=self.__next_f||[]).push([0])')).toBe(true);
    expect(
      isFrameworkScript('(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([2,["form",1]])'),
    ).toBe(true);
    expect(isFrameworkScript(RSC_DATA)).toBe(true);
    expect(isFrameworkScript('self.__next_f.push([3,"AAEC"])')).toBe(true);
  });

  it("accepts Turbopack's chunk list", () => {
    expect(isFrameworkScript(TURBOPACK)).toBe(true);
  });

  it('accepts every streaming runtime definition of the installed React, with and without its calls', () => {
    const definitions = installedRuntimeDefinitions();
    expect(definitions.length).toBeGreaterThanOrEqual(5);
    const missing = definitions
      .filter((d) => !isFrameworkScript(d))
      .map((d) => ({
        length: d.length,
        sha256: createHash('sha256').update(d).digest('base64'),
        starts: d.slice(0, 30),
      }));
    // After a React upgrade: add these to REACT_RUNTIME_DEFINITIONS.
    expect(missing).toEqual([]);
    for (const d of definitions) expect(isFrameworkScript(`${d}$RC("B:0","S:0")`)).toBe(true);
    expect(REACT_RUNTIME_DEFINITIONS.length).toBeGreaterThanOrEqual(definitions.length - 1);
  });

  it("accepts React's calls with literal arguments", () => {
    expect(isFrameworkScript('$RC("B:0","S:0")')).toBe(true);
    expect(isFrameworkScript('$RR("B:1","S:1",[["/_next/static/css/a.css","high"]]);$RS("S:2","P:2")')).toBe(
      true,
    );
    expect(isFrameworkScript('$RX("B:2","digest","message \\u003cb\\u003e")')).toBe(true);
  });

  it('refuses anything else, even dressed as the framework', () => {
    const hostile = [
      'alert(1)',
      '',
      'self.__next_f.push([1,"x"]);alert(1)',
      'self.__next_f.push([1,"x"]),alert(1)',
      'self.__next_f.push(alert(1))',
      'self.__next_f.push([1,alert(1)])',
      'self.__next_f.push([1,"x")])',
      'self.__next_f.push([1,"x"])//',
      '$RC("B:0",fetch("/steal"))',
      '$RC=function(){alert(1)};$RC("B:0","S:0")',
      '$RZ("B:0")',
      '$RCX("B:0")',
      'requestAnimationFrame(function(){alert(1)});',
      '(globalThis["TURBOPACK"] || (globalThis["EVIL"] = [])).push({});',
      `${TURBOPACK}alert(1)`,
      'document.querySelectorAll("script")',
    ];
    for (const body of hostile) expect([body, isFrameworkScript(body)]).toEqual([body, false]);
  });
});
