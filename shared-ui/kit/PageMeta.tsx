import { company } from 'contract/company/company';

export interface PageMetaProps {
  /** The page's own title; the company name is appended. */
  title: string;
  description: string;
}

/** The document title and meta description of a route (React 19 hoists both into <head>). */
export function PageMeta({ title, description }: PageMetaProps) {
  return (
    <>
      <title>{`${title} | ${company.name}`}</title>
      <meta name="description" content={description} />
    </>
  );
}
