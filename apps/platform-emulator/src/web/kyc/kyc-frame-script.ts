/**
 * The script of the WebSDK frame stand-in (kyc-frame.ts). It speaks the frame side of the protocol that
 * @sumsub/websdk 2.x's own code (SnsWebSdk) implements on the page side, as far as the SDK needs to show the frame
 * and emit its events:
 * - the SDK frames `{baseUrl}/websdk/websdk.html?_=<frameId>` and accepts only messages whose origin is baseUrl,
 *   whose `method` contains `idCheck`, whose `sessionId` is the one of its session;
 * - the frame says `idCheck.onReady` with `frameId` and a `sessionId`; the SDK answers `idCheck.init` with its config
 *   (accessToken, lang, theme, ...) and `options`;
 * - the frame then posts the events the SDK hands to the site (`onMessage(type, payload)`, or `onError`), and
 *   `idCheck.onResize { height }` (the SDK sizes the frame); on `idCheck.onError { code: 'invalid-token' }` the SDK
 *   calls the site's expiration handler and posts `idCheck.updateAccessToken { accessToken, error }` back;
 * - the SDK may post `idCheck.callSetLanguage`, `callSetTheme`, `callNavigationBack`, `callSingleStepNext`: one
 *   screen and one theme here, so only the language is honoured.
 * Events emitted, as Sumsub documents them: onInitialized, onApplicantLoaded, onApplicantStatusChanged, onStepInitiated,
 * onDocumentAdded, onUploadError, onStepCompleted, onApplicantSubmitted / onApplicantResubmitted, onLanguageChanged,
 * onError, onResize. Messages go only to the site's own origins (SITE_ORIGINS), and only the parent window is heard.
 */
export const kycFrameScript = (siteOrigins: readonly string[], texts: Record<string, Record<string, string>>) => `(() => {
  'use strict';
  const SITE_ORIGINS = ${JSON.stringify(siteOrigins)};
  const TEXTS = ${JSON.stringify(texts).replace(/</g, '\\u003c')};
  const ID_DOC_SET = 'IDENTITY';
  const DOC_TYPES = [['PASSPORT', 'passport'], ['ID_CARD', 'idCard'], ['DRIVERS', 'drivers']];
  const MAX_BYTES = 5 * 1024 * 1024;
  const frameMatch = /[?&]_=([^&]*)/.exec(location.search);
  const frameId = frameMatch ? frameMatch[1] : '';
  const sessionId = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  const root = document.getElementById('app');
  const state = { parentOrigin: null, token: null, locale: 'en', applicant: null, retry: null, poll: null, notice: null, error: null, busy: false, initialised: false, focus: null };

  const text = (key, values) => (TEXTS[state.locale][key] || TEXTS.en[key]).replace(/\\{(\\w+)\\}/g, (_, name) => (values && name in values ? values[name] : ''));
  const localeOf = (lang) => {
    if (typeof lang !== 'string' || !lang) return 'en';
    if (TEXTS[lang]) return lang;
    const language = lang.split(/[-_]/)[0].toLowerCase();
    return Object.keys(TEXTS).find((locale) => locale.split('-')[0].toLowerCase() === language) || 'en';
  };

  const send = (method, payload) => {
    const common = state.applicant ? { applicantId: state.applicant.applicant_id, levelName: state.applicant.level_name } : {};
    const message = Object.assign({ method: method, frameId: frameId, sessionId: sessionId }, common, payload || {});
    (state.parentOrigin ? [state.parentOrigin] : SITE_ORIGINS).forEach((origin) => window.parent.postMessage(message, origin));
  };

  class TokenExpired extends Error {}
  const api = async (path, init) => {
    const headers = Object.assign({ 'X-Access-Token': state.token || '' }, (init && init.headers) || {});
    const response = await fetch('/websdk/api/' + path, Object.assign({ credentials: 'omit' }, init || {}, { headers: headers }));
    let body = null;
    try { body = await response.json(); } catch (error) { body = null; }
    if (response.status === 401) throw new TokenExpired();
    if (!response.ok) {
      const failure = new Error((body && body.error) || 'Request failed');
      failure.code = (body && body.code) || 'request-failed';
      throw failure;
    }
    return body;
  };

  /** Runs a call; an expired token asks the site for a new one (through the SDK) and runs it again with it. */
  const run = async (action) => {
    try {
      state.error = null;
      await action();
      if (state.notice) {
        state.notice = null;
        render();
      }
    } catch (error) {
      if (error instanceof TokenExpired) {
        state.retry = action;
        state.notice = text('reconnecting');
        render();
        send('idCheck.onError', { code: 'invalid-token', error: 'The access token has expired' });
        return;
      }
      state.error = text('failed');
      render();
      send('idCheck.onError', { code: error.code || 'request-failed', error: String(error.message || error) });
    }
  };

  const schedulePoll = () => {
    clearTimeout(state.poll);
    if (state.applicant && state.applicant.status.reviewStatus === 'pending') state.poll = setTimeout(() => run(load), 3000);
  };

  const sameStatus = (a, b) => JSON.stringify(a) === JSON.stringify(b);

  async function load() {
    const previous = state.applicant;
    const applicant = await api('applicant');
    state.applicant = applicant;
    state.notice = null;
    if (!previous) send('idCheck.onApplicantLoaded', { applicantId: applicant.applicant_id });
    if (!previous || !sameStatus(previous.status, applicant.status)) send('idCheck.onApplicantStatusChanged', applicant.status);
    render();
    if (!state.initialised) {
      state.initialised = true;
      send('idCheck.onInitialized');
    }
    if (applicant.can_upload && (!previous || !previous.can_upload)) send('idCheck.onStepInitiated', { idDocSetType: ID_DOC_SET, types: DOC_TYPES.map((type) => type[0]) });
    schedulePoll();
  }

  const upload = (docType, file) => run(async () => {
    if (!file || file.size === 0 || file.size > MAX_BYTES || !/^(image\\/(jpeg|png)|application\\/pdf)$/.test(file.type)) {
      state.error = text('badFile');
      render();
      send('idCheck.onUploadError', { code: 'invalid-file', error: 'A document is a JPEG, PNG or PDF file of up to 5 MB' });
      return;
    }
    const form = new FormData();
    form.append('doc_type', docType);
    form.append('file', file, file.name);
    state.busy = true;
    render();
    try {
      const added = await api('documents', { method: 'POST', body: form });
      state.applicant.documents.push(added);
      // A screen re-drawn under the keyboard would drop its focus: it goes on to the next thing to do.
      state.focus = 'send-for-review';
      send('idCheck.onDocumentAdded', { imageId: added.image_id, idDocSetType: ID_DOC_SET, idDocType: docType });
    } catch (error) {
      if (error instanceof TokenExpired) throw error;
      state.error = text('badFile');
      send('idCheck.onUploadError', { code: error.code || 'invalid-file', error: String(error.message || error) });
    } finally {
      state.busy = false;
      render();
    }
  });

  const submit = () => run(async () => {
    const resubmission = state.applicant.attempt > 1;
    state.busy = true;
    render();
    try {
      const applicant = await api('submit', { method: 'POST' });
      send('idCheck.onStepCompleted', { idDocSetType: ID_DOC_SET });
      state.applicant = applicant;
      state.focus = 'result';
      send(resubmission ? 'idCheck.onApplicantResubmitted' : 'idCheck.onApplicantSubmitted', {});
      send('idCheck.onApplicantStatusChanged', applicant.status);
    } finally {
      state.busy = false;
      render();
      schedulePoll();
    }
  });

  const el = (tag, attributes, children) => {
    const node = document.createElement(tag);
    Object.entries(attributes || {}).forEach(([name, value]) => {
      if (name === 'text') node.textContent = value;
      else if (value === true) node.setAttribute(name, '');
      else if (value !== false && value !== null && value !== undefined) node.setAttribute(name, value);
    });
    (children || []).forEach((child) => child && node.append(child));
    return node;
  };

  function documentStep(applicant) {
    const result = applicant.status.reviewResult;
    const select = el('select', { id: 'doc-type', name: 'doc_type' }, DOC_TYPES.map(([value, key]) => el('option', { value: value, text: text(key) })));
    const file = el('input', { id: 'doc-file', name: 'file', type: 'file', accept: 'image/jpeg,image/png,application/pdf' });
    const form = el('form', { 'aria-label': text('title') }, [
      el('label', { for: 'doc-type', text: text('documentType') }),
      select,
      el('label', { for: 'doc-file', text: text('file') }),
      file,
      el('button', { type: 'submit', disabled: state.busy, text: text('upload') }),
    ]);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      upload(select.value, file.files && file.files[0]);
    });
    const uploaded = el('ul', { class: 'documents' }, applicant.documents.map((document) => el('li', { text: text('uploaded', { name: document.file_name }) })));
    const sendButton = el('button', { id: 'send-for-review', type: 'button', class: 'primary', disabled: state.busy || !applicant.documents.length, text: text('submit') });
    sendButton.addEventListener('click', submit);
    return [
      result && result.reviewAnswer === 'RED' ? el('div', { class: 'rejected', role: 'alert' }, [el('p', { text: text('rejectedTitle') }), el('p', { text: text('retryText') }), result.moderationComment ? el('p', { text: result.moderationComment }) : null]) : el('p', { text: text('intro') }),
      form,
      uploaded,
      sendButton,
    ];
  }

  function screen(applicant) {
    if (!applicant) return [el('p', { role: 'status', text: text('loading') })];
    if (applicant.can_upload) return documentStep(applicant);
    const status = applicant.status;
    const heading = (key) => el('h2', { id: 'result', tabindex: '-1', text: text(key) });
    if (status.reviewStatus === 'pending') return [heading('pendingTitle'), el('p', { role: 'status', text: text('pendingText') })];
    if (status.reviewResult && status.reviewResult.reviewAnswer === 'GREEN') return [heading('approvedTitle'), el('p', { role: 'status', text: text('approvedText') })];
    return [heading('rejectedTitle'), el('p', { role: 'status', text: text('finalText') }), status.reviewResult && status.reviewResult.moderationComment ? el('p', { text: status.reviewResult.moderationComment }) : null];
  }

  function render() {
    document.documentElement.lang = state.locale;
    const nodes = [
      el('h1', { text: text('title') }),
      state.notice ? el('p', { class: 'notice', role: 'status', text: state.notice }) : null,
      state.error ? el('p', { class: 'error', role: 'alert', text: state.error }) : null,
      ...screen(state.applicant),
    ];
    root.replaceChildren(...nodes.filter(Boolean));
    const target = state.focus && document.getElementById(state.focus);
    if (target && !state.busy) {
      state.focus = null;
      target.focus();
    }
  }

  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || SITE_ORIGINS.indexOf(event.origin) === -1) return;
    if (state.parentOrigin && event.origin !== state.parentOrigin) return;
    const data = event.data || {};
    if (data.method === 'idCheck.init') {
      if (state.token || typeof data.accessToken !== 'string' || !data.accessToken) return;
      state.parentOrigin = event.origin;
      state.token = data.accessToken;
      state.locale = localeOf(data.lang);
      run(load);
    } else if (data.method === 'idCheck.updateAccessToken') {
      const retry = state.retry;
      state.retry = null;
      if (typeof data.accessToken === 'string' && data.accessToken) {
        state.token = data.accessToken;
        if (retry) run(retry);
      } else {
        state.notice = null;
        state.error = text('failed');
        render();
      }
    } else if (data.method === 'idCheck.callSetLanguage') {
      state.locale = localeOf(data.language);
      render();
      send('idCheck.onLanguageChanged', { language: data.language });
    }
  });

  // The content's own height (the document's would never be less than the frame the SDK already sized).
  new ResizeObserver(() => send('idCheck.onResize', { height: Math.ceil(root.getBoundingClientRect().height) })).observe(root);
  render();
  send('idCheck.onReady');
})();
`;
