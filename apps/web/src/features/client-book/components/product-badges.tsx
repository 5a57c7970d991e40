import { Badge, Group } from '@mantine/core';
import type { ProductType } from '@tasman/domain/channel/channel';
import { productLabel } from '@tasman/domain/home/product-label';

/** A client's products as short codes (KS, UT, PW, PE, UT-AUS), each named in full on hover. */
export function ProductBadges({ products }: { products: readonly ProductType[] }) {
  if (products.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap">
      {products.map((product) => (
        <Badge key={product} size="sm" variant="light" color="gray" radius="sm" title={productLabel(product)} tt="none">
          {product}
        </Badge>
      ))}
    </Group>
  );
}
