// A refused form's page when its remote could not draw it again (its host down, slow or
// not deployed): why the form was not sent, and where what was typed still is. Nothing
// typed is drawn here; the browser's Back button returns to the form as it was left.
import { renderToStaticMarkup } from 'react-dom/server';
import { company } from 'contract/company/company';
import type { FormRefusal } from 'shared-ui/forms/formRefusal';
import { Column } from 'shared-ui/kit/Column';
import styles from '../../remotes/RemoteFallback.module.css';

export const REFUSAL_UNAVAILABLE_TITLE = 'Your form was not sent';

function RefusalUnavailable({ refusal }: { refusal: FormRefusal }) {
  const messages = [...new Set((refusal.issues ?? []).map(({ message }) => message))];
  return (
    <Column className={styles.fallback}>
      <section role="alert" aria-labelledby="refusal-title">
        <h1 id="refusal-title">{REFUSAL_UNAVAILABLE_TITLE}</h1>
        {/* A refusal's own message says what was typed is on the page: here it is not. */}
        {refusal.alert ? (
          <p>Please send it again in a moment.</p>
        ) : (
          <>
            <p>Please change these, then send it again:</p>
            <ul>
              {messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </>
        )}
        <p>
          We could not show your form again just now. Your browser&rsquo;s Back button takes you back to it as you left
          it, or call us at <a href={company.phone.href}>{company.phone.display}</a>.
        </p>
      </section>
    </Column>
  );
}

export const refusalUnavailableHtml = (refusal: FormRefusal) => renderToStaticMarkup(<RefusalUnavailable refusal={refusal} />);
