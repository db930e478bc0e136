import { infoFixture, productsFixture } from '../testing/loyalty-fixtures';
import { findProduct, productStateOf } from './product-model';

const productById = (id: number) => {
  const product = findProduct(productsFixture, id);
  if (!product) throw new Error(`No product ${id} in the fixture`);
  return product;
};

describe('productStateOf', () => {
  const silverWith1250 = infoFixture({ points: 1250, exp: 1850 });

  it.each([
    // product, state, missing points
    [1, 'buyable', 0],
    [3, 'buyable', 550],
    [4, 'buyable', 150],
  ])('product %i is %s for a Silver player with 1,250 points, %i points missing', (id, kind, missing) => {
    expect(productStateOf(productById(id), silverWith1250)).toEqual({ kind, missing });
  });

  it('locks a product of a higher level than the player, whatever the points', () => {
    const state = productStateOf(productById(6), infoFixture({ points: 20_000, exp: 1850 }));
    expect(state.kind).toBe('locked');
    expect(state.kind === 'locked' && state.level.title).toBe('Gold');
  });

  it('finds a product by an id given as text or number', () => {
    expect(findProduct(productsFixture, '2')?.title).toBe('€5 bonus');
    expect(findProduct(productsFixture, 99)).toBeUndefined();
  });
});
