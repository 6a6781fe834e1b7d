import { pages } from '@/config/pages';
import { ButtonLink } from '@/components/ui/button-link';

/** The two tools as buttons on a dark band, the price lookup first. */
export function ToolButtons({ price, route }: { price: string; route: string }) {
  return (
    <>
      <ButtonLink href={pages.queryPrice.path} variant="light" arrow>
        {price}
      </ButtonLink>
      <ButtonLink href={pages.queryRoute.path} variant="outline">
        {route}
      </ButtonLink>
    </>
  );
}
