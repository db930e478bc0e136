import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dynamicImports, initialAssets, staticClosure, staticImports } from './bundle.mjs';
import { medianBy } from './median.mjs';

test('initial assets are the entry, its modulepreloads and stylesheets of index.html', () => {
  const html = `<script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b.js"><link rel="stylesheet" href="/assets/index-c.css">
    <link rel="icon" href="/favicon.svg">`;
  assert.deepEqual(initialAssets(html), ['assets/index-a.js', 'assets/react-b.js', 'assets/index-c.css']);
});

test('static imports of minified chunks, not their dynamic imports', () => {
  const code = 'import{a as b}from"./x1.js";import"./side.js";import*as z from"./ns.js";const p=()=>import(`./lazy.js`);';
  assert.deepEqual(staticImports(code), ['assets/x1.js', 'assets/side.js', 'assets/ns.js']);
});

test('the static closure follows imports once, cycles included', () => {
  const graph = { a: ['b', 'c'], b: ['c', 'a'], c: [], d: ['a'] };
  assert.deepEqual([...staticClosure(['a'], (f) => graph[f])].sort(), ['a', 'b', 'c']);
});

test('dynamic imports with their export name and what Vite preloads with them', () => {
  const code =
    'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/P1.js","assets/S.js","assets/p.css","assets/D.js"])))=>i.map(i=>d[i]);' +
    'var r={"gamehall.index":()=>W(()=>import(`./P1.js`).then(e=>e.GamehallPage),__vite__mapDeps([0,1,2])),' +
    'en:()=>import(`./en.js`),dialog:()=>W(()=>import(`./D.js`).then(t=>t.AuthDialog),__vite__mapDeps([3]))};';
  assert.deepEqual(dynamicImports(code), [
    { chunk: 'assets/P1.js', exportName: 'GamehallPage', preloads: ['assets/P1.js', 'assets/S.js', 'assets/p.css'] },
    { chunk: 'assets/en.js', exportName: null, preloads: [] },
    { chunk: 'assets/D.js', exportName: 'AuthDialog', preloads: ['assets/D.js'] },
  ]);
});

test('the median run is the middle one by the key, the lower middle for an even count', () => {
  assert.deepEqual(medianBy([{ p: 90 }, { p: 60 }, { p: 75 }], 'p'), { p: 75 });
  assert.deepEqual(medianBy([{ p: 4 }, { p: 1 }, { p: 3 }, { p: 2 }], 'p'), { p: 2 });
});
