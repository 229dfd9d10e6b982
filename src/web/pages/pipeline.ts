/**
 * The pipeline builder (/{lang}/pipeline): search the operations, add them as steps, fill each
 * step's parameters, run the chain against POST /{lang}/api/v1/pipeline and share it as a link.
 * The page is a server-rendered shell; /assets/pipeline.js builds the chain. Each step's form is
 * fetched when the step is added (pipelineStep), so the page does not carry 217 forms.
 */
import { chainText } from '../../core/chain.ts'
import type { Operation } from '../../core/operation.ts'
import { paramsJsonSchema } from '../../core/validate.ts'
import { appText } from '../app-text.ts'
import { html, jsonForScript } from '../html.ts'
import { layout, pageUrl } from '../layout.ts'
import { operationText } from '../operation-text.ts'
import { acceptFor, FIELD_STYLES, renderParamFields } from '../playground.ts'
import { siteText, type SiteText } from '../site-text.ts'
import { codeBlock, operationPath, PIPELINE_PATH } from './parts.ts'

/** Where a step's form and chain contract are served: this prefix, then category/name. */
export const pipelineStepsUrl = (lang: string): string => pageUrl(lang, `${PIPELINE_PATH}/steps/`)

export interface PipelineStep {
  op: string
  operationId: string
  summary: string
  docs: string
  /** The parameter that takes the chain's value (files[] for a file operation), or null. */
  takes: string | null
  /** What goes on: files, result, or result.<path>. */
  gives: string
  /** For a file operation: the accept= of its uploads. */
  accepts: string | null
  /** The parameters' defaults: a value equal to its default is left out of the chain. */
  defaults: Record<string, unknown>
  /** The id prefix of the form's controls, which the script replaces. */
  idPrefix: string
  /**
   * The operation's parameters fieldset, as markup: the same generated fields its own page shows.
   * The script renames the ids per step, since one operation may appear in several steps.
   */
  form: string
}

/** What the builder needs to add an operation as a step: its form and its part in a chain. */
export function pipelineStep(op: Operation, lang: string): PipelineStep {
  const chain = chainText(op.pipeline)
  return {
    op: `${op.category}/${op.name}`,
    operationId: op.operationId,
    summary: operationText(op, lang).summary,
    docs: pageUrl(lang, operationPath(op)),
    takes: chain.takes,
    gives: chain.gives,
    accepts: op.files ? acceptFor(op.files.accepts) : null,
    defaults: Object.fromEntries(Object.entries(paramsJsonSchema(op.params).properties)
      .filter(([, schema]) => schema.default !== undefined)
      .map(([name, schema]) => [name, schema.default])),
    idPrefix: `pg-${op.operationId}-`,
    form: renderParamFields(op, lang).value,
  }
}

/** The texts the script shows, in the page's language: the pipeline keys of the site text. */
function scriptText(t: SiteText): Record<string, string> {
  return Object.fromEntries(Object.entries(t).filter(([key]) => /^pl[A-Z]/.test(key)))
}

export function renderPipelinePage(lang: string, operations: readonly Operation[], baseUrl: string): string {
  const t = siteText(lang)
  const pg = appText(lang)
  const config = {
    api: `/${lang}/api/v1/pipeline`,
    steps: pipelineStepsUrl(lang),
    index: pageUrl(lang, '/search-index.json'),
    baseUrl,
    // Shown beside each search result, so a step that fits the chain can be chosen.
    chains: Object.fromEntries(operations.map((op) => {
      const chain = chainText(op.pipeline)
      return [`${op.category}/${op.name}`, [chain.takes, chain.gives]]
    })),
    text: scriptText(t),
  }
  const body = html`<div class="pg pl" data-pl data-pl-config="pl-config">
<h1>${t.plTitle}</h1>
<p class="lead">${t.plLead}</p>
<script type="application/json" id="pl-config">${jsonForScript(config)}</script>
<noscript><p class="pg-desc">${t.plNoscript}</p></noscript>

<section class="pl-add" aria-labelledby="pl-add-title">
<h2 id="pl-add-title">${t.plAddTitle}</h2>
<div class="pg-field"><label for="pl-search">${t.plSearchLabel}</label>
<p class="pg-desc" id="pl-search-help">${t.plSearchHelp}</p>
<input class="pg-input" type="search" id="pl-search" placeholder="${t.plSearchPlaceholder}" autocomplete="off" spellcheck="false" aria-describedby="pl-search-help pl-search-status" aria-controls="pl-search-results"></div>
<p class="pg-desc" id="pl-search-status" role="status" aria-live="polite"></p>
<ul class="pl-found" id="pl-search-results" data-pl-found></ul>
</section>

<form class="pl-form" data-pl-form action="/${lang}/api/v1/pipeline" method="post" enctype="multipart/form-data" aria-labelledby="pl-steps-title">
<section class="pl-input" aria-labelledby="pl-input-title">
<h2 id="pl-input-title">${t.plInput}</h2>
<div class="pg-field" data-pl-text><label for="pl-input">${t.plInputText}</label>
<p class="pg-desc" id="pl-input-help">${t.plInputHelp}</p>
<textarea class="pg-input" id="pl-input" name="input" rows="4" spellcheck="false" autocapitalize="off" autocomplete="off" aria-describedby="pl-input-help"></textarea></div>
<div class="pg-field pg-field-check" data-pl-json-field><input class="pg-check" type="checkbox" id="pl-json" data-pl-json><label for="pl-json">${t.plInputJson}</label></div>
<fieldset class="pg-files" data-pl-files hidden>
<legend>${t.plFiles}</legend>
<div class="pg-drop" data-pl-drop>
<label class="pg-drop-label" for="pl-files">${pg['pg.dropHint']}</label>
<input class="pg-file" type="file" id="pl-files" name="files[]" multiple aria-describedby="pl-files-help">
<p class="pg-desc" id="pl-files-help">${t.plFilesHelp}</p>
</div>
<div class="pg-chosen" data-pl-chosen hidden><p class="pg-chosen-title">${pg['pg.chosenFiles']}</p><ul class="pg-filelist" data-pl-filelist></ul></div>
</fieldset>
<p class="pg-desc" data-pl-noinput hidden>${t.plNoInput}</p>
</section>

<section class="pl-steps" aria-labelledby="pl-steps-title">
<h2 id="pl-steps-title">${t.plSteps}</h2>
<p class="pg-desc" data-pl-empty>${t.plNoSteps}</p>
<ol class="pl-list" data-pl-steps></ol>
</section>

<div class="pg-actions">
<button class="pg-btn pg-run" type="submit" data-pl-run>${t.plRun}</button>
<button class="pg-btn pg-secondary" type="button" data-pl-share>${t.plShare}</button>
</div>
</form>
<p class="pg-live" role="status" aria-live="polite" data-pl-live></p>

<section class="pg-result" data-pl-result aria-labelledby="pl-result-title" hidden>
<h2 class="pg-h3" id="pl-result-title" tabindex="-1">${t.plResult}</h2>
<p class="pg-status" data-pl-status></p>
<div class="pg-error" role="alert" data-pl-error hidden></div>
<div class="pg-body" data-pl-final hidden><pre class="pg-pre" tabindex="0" aria-label="${t.plFinal}"><code data-pl-final-json></code></pre></div>
<div class="pg-download" data-pl-download hidden><p class="pg-desc" data-pl-fileinfo></p><a class="pg-btn" data-pl-link href="#" download>${t.plDownload}</a></div>
<div class="pg-compare" data-pl-preview hidden></div>
</section>

<section class="pl-code" aria-labelledby="pl-code-title">
<h2 id="pl-code-title">${t.plCodeTitle}</h2>
<p>${t.plCodeText}</p>
<div class="snippet" data-pl-code="curl"><h3>${t.plCurl}</h3>${codeBlock('', 'shell')}</div>
<div class="snippet" data-pl-code="sdk"><h3>${t.plSdk}</h3>${codeBlock('', 'typescript')}</div>
</section>
</div>`
  return layout({
    lang,
    title: `${t.plTitle} · ${t.siteName}`,
    description: t.plDescription,
    path: PIPELINE_PATH,
    body,
    scripts: ['pipeline.js'],
    styles: FIELD_STYLES,
  })
}
