import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import ContactForm from '@site/src/components/ContactForm';
import {useManualsPath} from '@site/src/hooks/useManualsPath';

/** The contact page: when and how support answers, then the form. */
export default function Contact(): ReactNode {
  const docs = useManualsPath();
  const title = translate({id: 'contact.page.title', message: 'Contact us', description: 'Title and heading of /contact'});
  return (
    <Layout
      title={title}
      description={translate({
        id: 'contact.page.description',
        message: 'Questions about your scooter or another of our products? Write to our support team; we answer within 1–2 business days.',
        description: 'Meta description of /contact',
      })}
    >
      <main className="container margin-vert--lg">
        <h1>{title}</h1>
        <p>
          <Translate id="contact.intro.questions" description="First line of /contact">
            Do you have a question about your scooter or one of our other products? Write to us with the form below.
          </Translate>
        </p>
        <p>
          <Translate id="contact.intro.answerTime" description="Response time promise on /contact">
            Our support team answers within 1–2 business days.
          </Translate>
        </p>
        <p>
          <Translate
            id="contact.intro.selfHelp"
            description="Points to self-help before writing; {finder} and {faq} are links"
            values={{
              finder: (
                <Link to={`${docs}/`}>
                  <Translate id="contact.intro.finderLink" description="Link text to /docs/">
                    manual finder
                  </Translate>
                </Link>
              ),
              faq: (
                <Link to="/faq">
                  <Translate id="contact.intro.faqLink" description="Link text to /faq">
                    frequently asked questions
                  </Translate>
                </Link>
              ),
            }}
          >
            {'Many answers are already in the {finder} and the {faq}: have a look there first.'}
          </Translate>
        </p>
        <ContactForm />
      </main>
    </Layout>
  );
}
