import { LegalLayout, SectionBlock } from './LegalLayout';
import { TermsCopy } from './terms-copy';

export function TermsView() {
  return (
    <LegalLayout
      title={TermsCopy.title}
      meta={TermsCopy.effective}
      intro={TermsCopy.intro}
      backLabel={TermsCopy.back}
      sections={TermsCopy.sections}
    >
      <SectionBlock {...TermsCopy.contact} />
    </LegalLayout>
  );
}
