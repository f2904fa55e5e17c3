import { describe, expect, it } from 'vitest';
import { demoCategories, demoProducts } from '../../db/seed/catalogue';
import { createSearch, decodeSearchIndex, type SearchDoc } from './search';
import type { ProductJson } from '../build/catalogue';
import { buildSearchIndex, descriptionWords } from '../build/search-build';
import { canonicalWord, queryGroups, spellings, synonyms } from './search-words';

// The demo catalogue as the build indexes it.
const demo: SearchDoc[] = demoProducts.map((p) => {
  const cat = demoCategories.find((c) => c.slug === p.categorySlug)!.name;
  return {
    id: p.code,
    name: p.name,
    code: p.code,
    cat,
    price: p.priceRupees,
    inStock: p.status,
    words: descriptionWords(p.description, [p.name, cat]),
  };
});
const { search } = createSearch(demo);
const names = (query: string, limit?: number) => search(query, limit).map((d) => d.name);
const catsOf = (query: string) => search(query).map((d) => d.cat);

describe('ranking', () => {
  it('"ring" finds every ring, rings named so first, and no earrings before them', () => {
    const found = catsOf('ring');
    const rings = demo.filter((d) => d.cat.endsWith('Rings')).length;
    expect(found.slice(0, rings).every((cat) => cat.endsWith('Rings'))).toBe(true);
    expect(found.filter((cat) => cat.endsWith('Rings'))).toHaveLength(rings);
    // Those with "Ring" in their name come before those found by their category alone.
    const named = names('ring').map((name) => /\bRing\b/.test(name));
    expect(named).toEqual([...named].sort((a, b) => Number(b) - Number(a)));
    expect(named[0]).toBe(true);
  });

  it('"silver ring" finds rings, not everything made of silver', () => {
    expect(search('silver ring').length).toBeGreaterThan(0);
    expect(catsOf('silver ring').every((cat) => cat.endsWith('Rings'))).toBe(true);
    expect(names('silver chain')[0]).toBe('Everyday Silver Chain');
  });

  it('ranks a whole word above a prefix of a longer word', () => {
    const { search: find } = createSearch([
      { ...demo[0]!, id: 'a', name: 'Topaz Drop', cat: 'Earrings', words: '' },
      { ...demo[0]!, id: 'b', name: 'Flower Top', cat: 'Tops', words: '' },
    ]);
    expect(find('top').map((d) => d.id)).toEqual(['b', 'a']);
  });

  it('matches codes whole, by their parts and as typed', () => {
    expect(names('LRG-503')).toEqual(['Sapphire Claw Ring']);
    expect(names('lrg503')).toEqual(['Sapphire Claw Ring']);
    expect(names('mrg')).toHaveLength(demo.filter((d) => d.code.startsWith('MRG')).length);
  });

  it('matches words of the description', () => {
    // "ghungroo" is only in the temple choker's description, beside the payal's name.
    expect(names('ghungroo')).toEqual(
      expect.arrayContaining(['Oxidised Temple Choker', 'Ghungroo Payal Anklet']),
    );
  });

  it('finds pieces as the shopper types and despite a typo', () => {
    expect(names('jhum')).toEqual(['Emerald Peacock Jhumka', 'Oxidised Temple Jhumka']);
    expect(names('emrald peacock')[0]).toBe('Emerald Peacock Jhumka');
    expect(names('sapphre')[0]).toMatch(/Sapphire/);
    expect(names('moonstne cuff')).toEqual(['Moonstone Silver Cuff']);
  });

  it('reads a swap of two letters as one typo, and a longer word with two', () => {
    const rings = demo.filter((d) => d.cat.endsWith('Rings')).length;
    expect(catsOf('rign')).toHaveLength(rings);
    expect(catsOf('rign').every((cat) => cat.endsWith('Rings'))).toBe(true);
    // Two letters missing from "sapphire".
    expect(names('sapire')).toEqual(
      expect.arrayContaining([
        'Sapphire Claw Ring',
        "Sapphire Men's Ring",
        'Sapphire Station Bracelet',
      ]),
    );
    expect(names('sapire').every((name) => name.startsWith('Sapphire'))).toBe(true);
  });

  it('"saphire rign" puts both sapphire rings before the sapphire bracelet', () => {
    const found = names('saphire rign');
    expect(found.slice(0, 2).sort()).toEqual(['Sapphire Claw Ring', "Sapphire Men's Ring"]);
  });

  it('a word naming a category, or a typo of one, puts that category first', () => {
    const piece = (id: string, name: string, cat: string, words: string): SearchDoc => ({
      ...demo[0]!,
      id,
      name,
      cat,
      words,
    });
    // The bracelet says "sapphire", "ring" and "clasp" louder than the ring and the chain do.
    const { search: find } = createSearch([
      piece('bracelet', 'Sapphire Ring Clasp Bracelet', 'Bracelets', 'sapphire ring necklace'),
      piece('ring', 'Claw Solitaire', 'Ladies Rings', 'sapphire'),
      piece('chain', 'Box Chain', 'Necklaces', 'sapphire clasp'),
    ]);
    const ids = (query: string) => find(query).map((d) => d.id);
    expect(ids('sapphire ring')[0]).toBe('ring');
    expect(ids('saphire rign')[0]).toBe('ring');
    expect(ids('rings')[0]).toBe('ring');
    expect(ids('necklace clasp')[0]).toBe('chain');
    expect(ids('neckalce clasp')[0]).toBe('chain');
  });

  it('returns nothing for a blank query or one that matches nothing, and honours the limit', () => {
    expect(search('   ')).toEqual([]);
    expect(search('platinum tiara')).toEqual([]);
    expect(search('ring', 3)).toHaveLength(3);
  });
});

describe('spellings and synonyms', () => {
  it('knows the common spellings of the demo pieces', () => {
    for (const query of ['jumka', 'jhumki', 'jhumaka', 'JHUMKAS'])
      expect(names(query), query).toEqual(['Emerald Peacock Jhumka', 'Oxidised Temple Jhumka']);
    expect(names('neckless')).toEqual(
      expect.arrayContaining(['Pearl and Lotus Coin Necklace', 'Turquoise Beaded Necklace']),
    );
    expect(catsOf('neckless').every((cat) => cat === 'Necklaces')).toBe(true);
    expect(catsOf('earing').every((cat) => cat === 'Earrings')).toBe(true);
    expect(catsOf('ear rings')).toEqual(catsOf('earrings'));
    expect(names('oxidized jhumka')).toEqual(['Oxidised Temple Jhumka']);
  });

  it('"mens ring", "men ring" and "gents rings" find the men\'s rings only', () => {
    const mens = demo.filter((d) => d.cat === "Men's Rings").length;
    for (const query of ['mens ring', 'men ring', "men's rings", 'gents rings']) {
      expect(catsOf(query), query).toHaveLength(mens);
      expect(new Set(catsOf(query)), query).toEqual(new Set(["Men's Rings"]));
    }
  });

  it('finds a piece by its Hindi name and by its English one, its own word first', () => {
    expect(names('payal')[0]).toBe('Ghungroo Payal Anklet');
    expect(names('anklet')[0]).toBe('Ghungroo Payal Anklet');
    expect(names('kada')[0]).toBe('Oxidised Onyx Kada');
    // A kada is a bangle: the other bangles follow.
    expect(names('kada')).toEqual(expect.arrayContaining(['Twisted Rope Bangle']));
    expect(names('bangle')).toContain('Oxidised Onyx Kada');
    expect(names('bangle').indexOf('Oxidised Onyx Kada')).toBeGreaterThan(0);
  });

  it('turns nath, bichiya and mangalsutra into the pieces they name', () => {
    const piece = (id: string, name: string, cat: string): SearchDoc => ({
      id,
      name,
      cat,
      code: id,
      price: 999,
      inStock: true,
      words: '',
    });
    const { search: find } = createSearch([
      piece('1', 'Silver Toe Ring Pair', 'Toe Rings'),
      piece('2', 'Floral Nose Ring', 'Nose Rings'),
      piece('3', 'Black Bead Mangalsutra', 'Necklaces'),
      piece('4', 'Plain Band Ring', 'Ladies Rings'),
    ]);
    const ids = (query: string) => find(query).map((d) => d.id);
    expect(ids('bichiya')).toEqual(['1']);
    expect(ids('bichhiya')).toEqual(['1']);
    expect(ids('nath')).toEqual(['2']);
    expect(ids('nathni')).toEqual(['2']);
    expect(ids('mangalsutra')).toEqual(['3']);
    expect(ids('mangal sutra')).toEqual(['3']);
    expect(ids('toe ring')[0]).toBe('1');
  });

  it('the table maps to words that are their own canonical form', () => {
    for (const [written, word] of Object.entries(spellings)) {
      expect(canonicalWord(written), written).toBe(word);
      expect(canonicalWord(word), word).toBe(word);
    }
    for (const [word, others] of Object.entries(synonyms)) {
      for (const phrase of [word, ...others])
        for (const part of phrase.split(' ')) expect(canonicalWord(part), part).toBe(part);
    }
  });

  it('splits a query into groups of alternatives, dropping words every piece has', () => {
    expect(queryGroups('Silver Payals')).toEqual([[['payal'], ['anklet']]]);
    expect(queryGroups('silver')).toEqual([[['silver']]]);
    expect(queryGroups('the toe rings')).toEqual([[['toe', 'ring'], ['bichiya']]]);
    expect(queryGroups("Men's Ring")).toEqual([[['men']], [['ring']]]);
  });
});

it('reads back the index file the build writes', () => {
  const product = (id: string, name: string, cat: string, status: boolean) =>
    ({
      _id: id,
      name,
      code: `C-${id}`,
      description: 'Granulated lotus with a push back post.',
      total_price: 699.5,
      status,
      category_id: { name: cat },
    }) as ProductJson;
  const file = buildSearchIndex([
    product('a1', 'Kamal Tops', 'Tops', true),
    product('b2', 'Hoops', 'Earrings', false),
    product('c3', 'Studs', 'Tops', true),
  ]);
  expect(file.k).toEqual(['Tops', 'Earrings']);
  expect(decodeSearchIndex(JSON.parse(JSON.stringify(file)))).toEqual([
    {
      id: 'a1',
      name: 'Kamal Tops',
      code: 'C-a1',
      cat: 'Tops',
      price: 699.5,
      inStock: true,
      words: 'granulated lotus push back post',
    },
    {
      id: 'b2',
      name: 'Hoops',
      code: 'C-b2',
      cat: 'Earrings',
      price: 699.5,
      inStock: false,
      words: 'granulated lotus push back post',
    },
    {
      id: 'c3',
      name: 'Studs',
      code: 'C-c3',
      cat: 'Tops',
      price: 699.5,
      inStock: true,
      words: 'granulated lotus push back post',
    },
  ]);
});

it('keeps a few distinctive words of a description', () => {
  expect(
    descriptionWords(
      'A close-fitting temple choker in 92.5% sterling silver with an oxidised finish. Set with garnets and ghungroo bells. Wipe with a soft dry cloth.',
      ['Oxidised Temple Choker', 'Necklaces'],
    ),
  ).toBe('garnet ghungroo bell');
  expect(descriptionWords('one two three four five six seven eight nine ten', [], 3)).toBe(
    'one two three',
  );
});
