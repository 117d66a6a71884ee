'use client';

// The big-data search bar of the header (000 §2 §5): keyword box, search button, hot searches, and a
// history dropdown (at most 5, newest first, clear-all and delete-one) shown while the box has focus.
// It searches by the session's search type (001 §3) once one is chosen; the pages of the alternative
// navigation bar show the type choice and the quick keywords of 001 §9. Without JavaScript the form
// goes the same way through SEARCH_FORM_PATH's redirect. While something is typed the box is a combobox
// of suggestions (docs/search.md "Forgiving search"): arrow keys move through them, Enter takes one.
import { usePathname } from 'next/navigation';
import { useId, useRef, useState, useSyncExternalStore, type FocusEvent, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { addToHistory, clearHistory, removeFromHistory } from '@/lib/search/history';
import { historyStore } from '@/lib/search/history-store';
import { headerSearchMode, parseSearchType, SEARCH_FORM_PATH, SEARCH_TYPES } from '@/lib/nav/alt-nav';
import { headerVariant, showsAltNav } from '@/lib/nav/header-variant';
import { searchTypeStore } from '@/lib/nav/search-type-store';
import { ClockIcon, CloseIcon, SearchIcon } from '@/components/ui/icons';
import { track } from '@/lib/analytics/track';
import type { HotSearches } from '@/lib/search/hot-searches';
import { parseHighlight } from '@/lib/search/highlight';
import { VOCABULARY_KIND_LABELS } from '@/lib/search/suggestions';
import { Highlighted } from '@/components/search/highlighted';
import { useSuggestions } from './use-suggestions';

/** Keeps focus in the box when the pointer presses a dropdown control, so the dropdown stays open. */
const keepFocus = (e: MouseEvent) => e.preventDefault();

/** `hotSearches`: the site's chips (000 §2 hot searches; 001 §9 quick keywords on the alternative bar). */
export function SearchBar({ hotSearches }: { hotSearches?: HotSearches }) {
  const history = useSyncExternalStore(historyStore.subscribe, historyStore.getSnapshot, historyStore.getServerSnapshot);
  const storedType = useSyncExternalStore(searchTypeStore.subscribe, searchTypeStore.getSnapshot, searchTypeStore.getServerSnapshot);
  const altBar = showsAltNav(headerVariant(usePathname()));
  const mode = headerSearchMode(storedType, altBar, hotSearches);
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(keyword).list;
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const inputId = `${id}-q`;
  const listId = `${id}-history`;
  const suggestId = `${id}-suggest`;

  const go = (word: string) => {
    historyStore.set(addToHistory(historyStore.getSnapshot(), word));
    setOpen(false);
    track('search', mode.type ?? 'all');
    window.location.assign(mode.href(word, Date.now()));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    go(keyword);
  };

  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
  };

  const showSuggestions = open && keyword.trim() !== '' && suggestions.length > 0;
  const showHistory = open && !showSuggestions && history.length > 0;
  const current = showSuggestions && active >= 0 && active < suggestions.length ? active : -1;
  const optionId = (i: number) => `${suggestId}-${i}`;

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      setOpen(false);
      setActive(-1);
      return;
    }
    if (!showSuggestions) {
      if (e.key === 'ArrowDown') setOpen(true);
      return;
    }
    const n = suggestions.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setActive(e.key === 'ArrowDown' ? (current + 1) % n : current <= 0 ? n - 1 : current - 1);
    } else if (e.key === 'Enter' && current >= 0) {
      e.preventDefault();
      const word = suggestions[current]!.text;
      setKeyword(word);
      go(word);
    }
  };

  return (
    <div className="w-full" onBlur={onBlur}>
      <form role="search" action={SEARCH_FORM_PATH} onSubmit={onSubmit} className="relative flex h-10" aria-label="全站搜索">
        {altBar && mode.type && (
          <select
            aria-label="搜索类型"
            name="type"
            data-testid="search-type"
            value={mode.type}
            onChange={(e) => searchTypeStore.set(parseSearchType(e.target.value))}
            className="h-full shrink-0 rounded-l-card border-2 border-r-0 border-primary bg-primary-soft pl-2 pr-1 text-[13px] font-medium text-primary-active outline-none focus-visible:bg-white"
          >
            {SEARCH_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        )}
        <label htmlFor={inputId} className="sr-only">
          搜索关键词
        </label>
        <input
          ref={inputRef}
          id={inputId}
          name="keyword"
          data-testid="search-input"
          type="text"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={50}
          value={keyword}
          placeholder={mode.placeholder}
          data-search-type={mode.type ?? ''}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showSuggestions}
          aria-controls={suggestId}
          aria-activedescendant={current >= 0 ? optionId(current) : undefined}
          onChange={(e) => {
            setKeyword(e.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className={`h-full min-w-0 flex-1 border-2 border-r-0 border-primary bg-white px-3 text-base text-ink placeholder:text-ink-faint ${altBar ? 'border-l' : 'rounded-l-card'}`}
        />
        <button
          type="submit"
          data-testid="search-submit"
          className="flex h-full shrink-0 items-center gap-1.5 rounded-r-card bg-primary-active px-5 text-[15px] font-medium text-white hover:bg-primary active:bg-primary-active"
        >
          <SearchIcon className="size-4" />
          搜索
        </button>
        <ul
          id={suggestId}
          role="listbox"
          aria-label="搜索建议"
          data-testid="search-suggestions"
          hidden={!showSuggestions}
          className="absolute inset-x-0 top-full z-40 mt-1 rounded-card border border-line bg-white py-1 shadow-pop"
        >
          {showSuggestions &&
            suggestions.map((s, i) => (
              <li
                key={`${s.kind}:${s.text}`}
                id={optionId(i)}
                role="option"
                aria-selected={i === current}
                data-testid="search-suggestion"
                onMouseDown={keepFocus}
                onMouseEnter={() => setActive(i)}
                onClick={() => {
                  setKeyword(s.text);
                  go(s.text);
                }}
                className={`flex cursor-pointer items-center justify-between gap-3 px-3 py-1.5 text-ink ${i === current ? 'bg-primary-soft' : ''}`}
              >
                <Highlighted segments={parseHighlight(s.html)} className="min-w-0 truncate" />
                <span className="shrink-0 text-meta text-ink-faint">{VOCABULARY_KIND_LABELS[s.kind]}</span>
              </li>
            ))}
        </ul>
        {showHistory && (
          <div
            id={listId}
            data-testid="search-history"
            className="absolute inset-x-0 top-full z-40 mt-1 rounded-card border border-line bg-white py-1 shadow-pop"
          >
            <div className="flex items-center justify-between px-3 py-1 text-meta text-ink-faint">
              <span id={`${listId}-title`}>搜索历史</span>
              <button
                type="button"
                data-testid="history-clear"
                onMouseDown={keepFocus}
                onClick={() => {
                  historyStore.set(clearHistory());
                  inputRef.current?.focus();
                }}
                className="rounded px-1 text-ink-muted hover:text-primary-active"
              >
                清空
              </button>
            </div>
            <ul aria-labelledby={`${listId}-title`}>
              {history.map((word) => (
                <li key={word} className="group flex items-center hover:bg-page">
                  <button
                    type="button"
                    data-testid="history-item"
                    onMouseDown={keepFocus}
                    onClick={() => {
                      setKeyword(word);
                      go(word);
                    }}
                    className="flex min-w-0 flex-1 items-center gap-2 px-3 py-1.5 text-left text-ink"
                  >
                    <ClockIcon className="size-3.5 shrink-0 text-ink-faint" />
                    <span className="truncate">{word}</span>
                  </button>
                  <button
                    type="button"
                    data-testid="history-delete"
                    aria-label={`删除搜索历史：${word}`}
                    onMouseDown={keepFocus}
                    onClick={() => {
                      historyStore.set(removeFromHistory(historyStore.getSnapshot(), word));
                      inputRef.current?.focus();
                    }}
                    className="mr-2 flex size-6 shrink-0 items-center justify-center rounded text-ink-faint hover:bg-line hover:text-ink"
                  >
                    <CloseIcon className="size-3.5" />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </form>
      <p className="scroll-row mt-1.5 flex h-5 items-center gap-x-3 text-meta text-ink-faint">
        <span className="shrink-0">热门搜索：</span>
        {mode.keywords.map((word) => (
          <a
            key={word}
            href={mode.href(word)}
            onClick={(e) => {
              if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return; // new tab keeps the plain link
              e.preventDefault();
              go(word);
            }}
            className="shrink-0 text-ink-muted hover:text-primary-active"
          >
            {word}
          </a>
        ))}
      </p>
    </div>
  );
}
