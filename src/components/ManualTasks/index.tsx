import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {useLocation} from '@docusaurus/router';
import {categoryPath, productTitle} from '@site/src/domain/catalog/names';
import type {Product} from '@site/src/domain/catalog';
import {MANUAL_TASKS, MISSING_TASK_ANCHORS, TASK_ANCHORS, type ManualTask, type MissingTask} from '@site/src/domain/manualTasks';
import {useCurrentProduct} from '@site/src/hooks/useCurrentProduct';
import styles from './styles.module.css';
import {useManualsPath} from '@site/src/hooks/useManualsPath';

function taskLabel(task: ManualTask, product: Product): string {
  switch (task) {
    case 'assemble':
      return translate({id: 'task.assemble', message: 'Assemble'});
    case 'fold':
      return translate({id: 'task.fold', message: 'Fold'});
    case 'height':
      return translate({id: 'task.height', message: 'Adjust the height'});
    case 'fit':
      return product.type === 'helmet' ? translate({id: 'task.fit.helmet', message: 'Fit the helmet'}) : translate({id: 'task.fit', message: 'Put them on'});
    case 'brake':
      return translate({id: 'task.brake', message: 'Brake'});
    case 'charge':
      return translate({id: 'task.charge', message: 'Charge'});
    case 'lights':
      return translate({id: 'task.lights', message: 'Lights'});
    case 'wheel':
      return translate({id: 'task.wheel', message: 'Change a wheel'});
    case 'clean':
      return translate({id: 'task.clean', message: 'Clean and store'});
    case 'specs':
      return translate({id: 'task.specs', message: 'Specifications'});
  }
}

const contact = (
  <Link to="/contact">
    <Translate id="task.contact">write to support</Translate>
  </Link>
);

/** What the parent reads when the manual cannot describe the task: why, and what to do next. */
function MissingNote({missing, product}: {readonly missing: MissingTask; readonly product: Product}): ReactNode {
  const docs = useManualsPath();
  const name = product.name;
  if (missing.task === 'wheel') {
    return (
      <p>
        {product.references.length > 0 ? (
          <Translate id="task.wheel.missing.reference" values={{contact, reference: product.references.join(', ')}}>
            {
              'This manual has no steps for changing a wheel. For a new wheel, {contact} with the product name as printed on it, its reference number {reference}, and what is wrong with the wheel.'
            }
          </Translate>
        ) : (
          <Translate id="task.wheel.missing" values={{contact}}>
            {
              'This manual has no steps for changing a wheel. For a new wheel, {contact} with the product name as printed on it and what is wrong with the wheel.'
            }
          </Translate>
        )}
      </p>
    );
  }
  const models = missing.others.map((m, i) => (
    <span key={m.path}>
      {i > 0 && ', '}
      <Link to={`${docs}${m.path}`}>{productTitle(m)}</Link>
    </span>
  ));
  return (
    <>
      <p>
        {missing.lacks
          ? translate({id: 'task.fold.lacks', message: 'The {name} does not fold.'}, {name})
          : translate({id: 'task.fold.unknown', message: 'This manual has no steps for folding: nothing we know says the {name} folds.'}, {name})}
      </p>
      {missing.others.length > 0 ? (
        <p>
          <Translate
            id="task.fold.others"
            values={{
              models: <>{models}</>,
              compare: (
                <Link to={`${docs}${categoryPath(product.series)}#which-one`}>
                  <Translate id="task.compare">compare the models</Translate>
                </Link>
              ),
            }}
          >
            {'These models of the series fold: {models}. Not sure which one you have? {compare}.'}
          </Translate>
        </p>
      ) : (
        <p>
          <Translate id="task.fold.none" values={{contact}}>
            {'If yours folds, {contact} with the name printed on it.'}
          </Translate>
        </p>
      )}
    </>
  );
}

/**
 * Shortcuts under a manual's header to the tasks parents come for: each task
 * the manual describes jumps to its section; a task it cannot describe opens
 * a short note on what to do instead (a `<details>`, so it works without
 * scripts, with the anchor the section would have, so links, the search
 * and Ask AI reach it).
 */
export default function ManualTasks(): ReactNode {
  const product = useCurrentProduct();
  const {toc, frontMatter} = useDoc();
  const missing = (frontMatter as {missingTasks?: readonly MissingTask[]}).missingTasks ?? [];
  const anchors = new Set(toc.map((entry) => entry.id));
  const {hash} = useLocation();
  return (
    <ul className={styles.tasks} aria-label={translate({id: 'task.list', message: 'Jump to a task'})}>
      {MANUAL_TASKS.map((task) => {
        const anchor = TASK_ANCHORS[task].find((a) => anchors.has(a));
        const note = missing.find((m) => m.task === task);
        if (anchor) {
          return (
            <li key={task}>
              {/* The section itself is indexed; the chip would only repeat its name. */}
              {/* eslint-disable-next-line @docusaurus/no-html-links -- an anchor on this page */}
              <a href={`#${anchor}`} className={clsx(styles.chip, 'box-link')} data-search-exclude>
                {taskLabel(task, product)}
              </a>
            </li>
          );
        }
        if (!note) return null;
        const id = MISSING_TASK_ANCHORS[task];
        const label = taskLabel(task, product);
        return (
          <li key={task} className={styles.missingItem}>
            {/* Its own section for the search ("Flow 125 › Fold"), open when a link leads to it. */}
            <details id={id} className={styles.missing} data-search-section={label} open={hash === `#${id}` || undefined}>
              <summary className={clsx(styles.chip, 'box-link')} data-search-exclude>
                {label}
              </summary>
              <div className={styles.note}>
                <MissingNote missing={note} product={product} />
              </div>
            </details>
          </li>
        );
      })}
    </ul>
  );
}
