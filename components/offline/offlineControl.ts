// Browser, loaded after the page is idle and only where service workers run
// (components/effects/offlineReading.ts): the "Save <version> for offline reading" control under a
// doc page's title. It shows whether the version is saved and when the copy was last updated,
// saves every page with a progress bar and "N of M pages", resumes a save that a reload or a
// dropped connection interrupted, says how many files failed or that storage is full, and removes
// the copy. Every state keeps to one line, so the page below never moves.
import { SaveIncomplete, saveVersion, StorageFull } from '@/lib/offline/save';
import { removeVersion, savedVersion, unfinishedSave } from '@/lib/offline/store';
import { format, formatParts, intlLocale, readStrings } from '@/lib/i18n/format';
import { OFFLINE_KEYS } from './offlineKeys';

/** Wires every control on the page (call again after a client navigation renders a new one). */
export async function attachOfflineControls(): Promise<void> {
  for (const root of document.querySelectorAll<HTMLElement>('[data-offline-version]:not([data-state])')) {
    const version = root.dataset.offlineVersion!;
    const manifest = root.dataset.offlineManifest!;
    const badge = root.querySelector<HTMLElement>('.offline-saved')!;
    const button = root.querySelector('button')!;
    const progress = root.querySelector('progress')!;
    const status = root.querySelector<HTMLElement>('[role="status"]')!;
    // Its words, written by the server on the control (OfflineSave.tsx); dates in the page's language.
    const s = readStrings(root, OFFLINE_KEYS);
    const locale = intlLocale(document.documentElement.lang || 'en');
    const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
    const dayAndTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const mb = (bytes: number) => format(s['offline.megabytes'], { count: (bytes / 1048576).toFixed(1) });
    /** A line beside the button: what is saved, or why a save stopped. */
    const note = (parts: (string | Node)[], tone?: 'error') => {
      badge.replaceChildren(...parts);
      badge.title = badge.textContent ?? '';
      badge.hidden = parts.length === 0;
      if (tone) badge.dataset.tone = tone;
      else delete badge.dataset.tone;
    };
    const show = async (announce = '') => {
      const saved = await savedVersion(version);
      root.dataset.state = saved ? 'saved' : 'idle';
      progress.hidden = true;
      button.disabled = false;
      if (saved) {
        const time = document.createElement('time');
        time.dateTime = saved.updatedAt;
        time.textContent = day.format(new Date(saved.updatedAt));
        // On a phone the line keeps to what fits beside the button: the version, saved, and when.
        const wide = document.createElement('span');
        wide.className = 'offline-saved-detail';
        wide.textContent = format(s['offline.savedDetail'], { size: mb(saved.bytes) });
        note(formatParts<Node>(s['offline.saved'], { version, detail: wide, date: time }));
        badge.title = format(s['offline.savedTitle'], { version, size: mb(saved.bytes), date: dayAndTime.format(new Date(saved.updatedAt)) });
      } else note([]);
      button.textContent = saved ? s['offline.remove'] : format(s['offline.save'], { version });
      if (saved) button.setAttribute('aria-label', format(s['offline.removeLabel'], { version }));
      else button.removeAttribute('aria-label');
      status.textContent = announce;
    };
    const stopped = (message: string, action: string) => {
      root.dataset.state = 'stopped';
      progress.hidden = true;
      button.disabled = false;
      button.textContent = action;
      button.removeAttribute('aria-label');
      note([message], 'error');
      status.textContent = message;
    };
    const save = async () => {
      root.dataset.state = 'saving';
      button.disabled = true;
      progress.hidden = false;
      progress.removeAttribute('value');
      note([]);
      button.textContent = format(s['offline.saving'], { version });
      try {
        await saveVersion(manifest, (done, total, bytes) => {
          progress.max = total;
          progress.value = done;
          button.textContent = format(s['offline.progress'], { done, total, size: mb(bytes) });
          status.textContent = format(s['offline.progressStatus'], { done, total });
        });
      } catch (error) {
        console.warn('[offline] saving stopped:', error);
        if (error instanceof StorageFull) {
          return stopped(format(s['offline.storageFull'], { version, size: mb(error.needed) }), format(s['offline.save'], { version }));
        }
        if (error instanceof SaveIncomplete) {
          return stopped(format(s['offline.incomplete'], { version, failed: error.failed, total: error.total }), s['offline.tryAgain']);
        }
        return stopped(format(s['offline.failed'], { version }), s['offline.tryAgain']);
      }
      await show(format(s['offline.done'], { version }));
      button.focus();
    };
    button.addEventListener('click', async () => {
      if (root.dataset.state === 'saved') {
        await removeVersion(version);
        return show(format(s['offline.removed'], { version }));
      }
      if (root.dataset.state !== 'saving') await save();
    });
    button.tabIndex = 0;
    // A save the reader started before a reload (or that files interrupted) goes on where it stopped.
    if (await unfinishedSave(version)) await save();
    else await show();
  }
}
