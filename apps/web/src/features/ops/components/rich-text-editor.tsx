import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/use-translation';
import { inertHtml } from '../inert-html';
import './rich-text-editor.css';

type Command = { key: string; glyph: ReactNode; run(): void };

/** The allowed address forms of a link (the server's allow-list drops any other). */
const LINK = /^(https?:\/\/|mailto:)\S+$/i;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Small stroke glyphs of the list buttons, drawn here: the shell's icon set ships with the home page. */
function ListGlyph({ isNumbered }: { isNumbered: boolean }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      aria-hidden="true"
    >
      <path d="M10 6h10M10 12h10M10 18h10" strokeLinecap="round" />
      {isNumbered ? (
        <path
          d="M4 5l1.5-1V8M3.5 14.5c0-1.8 3-1.8 3-.2 0 1-3 1.7-3 3.7h3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <path d="M5 6h.01M5 12h.01M5 18h.01" strokeWidth={3} strokeLinecap="round" />
      )}
    </svg>
  );
}

/**
 * A small rich-text editor: a contentEditable area with bold, italic, underline, heading, lists and links
 * (document.execCommand: deprecated, but in every browser and enough for an announcement), and an HTML view of
 * the source. Whatever it produces, the server's allow-list decides what is stored (decision 0030).
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange(html: string): void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const area = useRef<HTMLDivElement>(null);
  const saved = useRef<Range | null>(null);
  const [isSource, setSource] = useState(false);
  const [link, setLink] = useState<string | null>(null);

  // Outside changes (another language, the HTML view, a stored item) reach the area; typing does not loop back.
  useEffect(() => {
    const element = area.current;
    if (!isSource && element && element.innerHTML !== value) element.innerHTML = inertHtml(value);
  }, [value, isSource]);

  const changed = () => onChange(area.current?.innerHTML ?? '');
  const exec = (command: string, argument?: string) => {
    area.current?.focus();
    document.execCommand(command, false, argument);
    changed();
  };
  const rememberSelection = () => {
    const selection = window.getSelection();
    const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
    saved.current =
      range && area.current?.contains(range.commonAncestorContainer) ? range.cloneRange() : null;
  };
  const addLink = () => {
    const address = (link ?? '').trim();
    if (!LINK.test(address)) return;
    area.current?.focus();
    const selection = window.getSelection();
    if (saved.current && selection) {
      selection.removeAllRanges();
      selection.addRange(saved.current);
    }
    // Text chosen: it becomes the link. None: the address is written as its own link.
    if (selection && !selection.isCollapsed) exec('createLink', address);
    else exec('insertHTML', `<a href="${escapeHtml(address)}">${escapeHtml(address)}</a>`);
    setLink(null);
  };

  const commands: Command[] = [
    { key: 'bold', glyph: <b>B</b>, run: () => exec('bold') },
    { key: 'italic', glyph: <i>I</i>, run: () => exec('italic') },
    { key: 'underline', glyph: <u>U</u>, run: () => exec('underline') },
    { key: 'heading', glyph: <b>H</b>, run: () => exec('formatBlock', 'h3') },
    { key: 'bulleted', glyph: <ListGlyph isNumbered={false} />, run: () => exec('insertUnorderedList') },
    { key: 'numbered', glyph: <ListGlyph isNumbered />, run: () => exec('insertOrderedList') },
  ];

  return (
    <div className={`field rich-editor${error ? ' field--invalid' : ''}`}>
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="rich-editor__frame">
        <div className="rich-editor__toolbar" role="toolbar" aria-label={t('ops.announcements.toolbar')}>
          {commands.map((command) => (
            <button
              key={command.key}
              type="button"
              className="rich-editor__tool"
              aria-label={t(`ops.announcements.tools.${command.key}`)}
              title={t(`ops.announcements.tools.${command.key}`)}
              disabled={isSource}
              onMouseDown={(event) => event.preventDefault()}
              onClick={command.run}
            >
              {command.glyph}
            </button>
          ))}
          <button
            type="button"
            className="rich-editor__tool rich-editor__tool--wide"
            aria-expanded={link !== null}
            disabled={isSource}
            onMouseDown={(event) => {
              event.preventDefault();
              rememberSelection();
            }}
            onClick={() => setLink(link === null ? 'https://' : null)}
          >
            {t('ops.announcements.tools.link')}
          </button>
          <button
            type="button"
            className="rich-editor__tool rich-editor__tool--wide rich-editor__tool--end"
            aria-pressed={isSource}
            onClick={() => setSource(!isSource)}
          >
            {t('ops.announcements.tools.html')}
          </button>
        </div>
        {link !== null ? (
          <div className="rich-editor__link">
            <input
              className="field__input"
              aria-label={t('ops.announcements.linkAddress')}
              value={link}
              onChange={(event) => setLink(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  addLink();
                }
              }}
            />
            <Button size="sm" variant="violet" disabled={!LINK.test(link.trim())} onClick={addLink}>
              {t('ops.announcements.addLink')}
            </Button>
          </div>
        ) : null}
        {isSource ? (
          <textarea
            className="rich-editor__source"
            aria-label={t('ops.announcements.htmlSource', { label })}
            value={value}
            spellCheck={false}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          // biome-ignore lint/a11y/useSemanticElements: a contentEditable area is the editor; no element replaces it
          <div
            ref={area}
            className="rich-editor__area rich-text"
            role="textbox"
            aria-multiline="true"
            aria-labelledby={`${id}-label`}
            tabIndex={0}
            contentEditable
            suppressContentEditableWarning
            // Enter makes a paragraph, not a <div> (which the server's allow-list would flatten).
            onFocus={() => document.execCommand('defaultParagraphSeparator', false, 'p')}
            onInput={changed}
            onBlur={changed}
          />
        )}
      </div>
      {error ? <p className="field__error">{error}</p> : null}
    </div>
  );
}
