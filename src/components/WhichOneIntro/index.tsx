import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';

interface Props {
  /** Only one model: nothing to tell apart, the heading and help stay out. */
  readonly single?: boolean;
}

/** "Which one do I have?": the heading and the one line of help above a comparison of models. */
export default function WhichOneIntro({single = false}: Props): ReactNode {
  if (single) return null;
  return (
    <>
      <Heading as="h2" id="which-one">
        <Translate id="compare.title">Which one do I have?</Translate>
      </Heading>
      <p>
        <Translate
          id="compare.help"
          values={{
            contact: (
              <Link to="/contact">
                <Translate id="compare.help.contact">Write to support</Translate>
              </Link>
            ),
          }}
        >
          {'Compare what you see on your product with each model below. Still not sure? {contact} and describe your product.'}
        </Translate>
      </p>
    </>
  );
}
