import { Link } from './Link';
import { PageHead } from './screen-parts';

/** What staff see at the address of an owner-only screen; the server refuses its calls anyway. */
export function OwnerOnly({ title }: { title: string }) {
  return (
    <>
      <PageHead title={title} intro="Only the shop owner can open this screen." />
      <Link className="adm-btn" href="/admin">
        Back to the dashboard
      </Link>
    </>
  );
}
