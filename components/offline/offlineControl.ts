// Browser, loaded after the page is idle and only where service workers run
// (components/effects/offlineReading.ts): the "Save <version> for offline reading" control under a
// doc page's title. It shows whether the version is saved and when the copy was last updated,
// saves every page with a progress bar and "N of M pages", resumes a save that a reload or a
// dropped connection interrupted, says how many files failed or that storage is full, and removes
// the copy. Every state keeps to one line, so the page below never moves.
import { SaveIncomplete, saveVersion, StorageFull } from '@/lib/offline/save';
import { removeVersion, savedVersion, unfinishedSave } from '@/lib/offline/store';

const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;
const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dayAndTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Wires every control on the page (call again after a client navigation renders a new one). */
export async function attachOfflineControls(): Promise<void> {
  for (const root of document.querySelectorAll<HTMLElement>('[data-offline-version]:not([data-state])')) {
    const version = root.dataset.offlineVersion!;
    const manifest = root.dataset.offlineManifest!;
    const badge = root.querySelector<HTMLElement>('.offline-saved')!;
    const button = root.querySelector('button')!;
    const progress = root.querySelector('progress')!;
    const status = root.querySelector<HTMLElement>('[role="status"]')!;
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
        wide.textContent = ` for offline reading, ${mb(saved.bytes)}`;
        note([`✓ ${version} saved`, wide, ', updated ', time]);
        badge.title = `${version} saved for offline reading, ${mb(saved.bytes)}, last updated ${dayAndTime.format(new Date(saved.updatedAt))}`;
      } else note([]);
      button.textContent = saved ? 'Remove' : `Save ${version} for offline reading`;
      if (saved) button.setAttribute('aria-label', `Remove the offline copy of ${version}`);
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
      button.textContent = `Saving ${version}…`;
      try {
        await saveVersion(manifest, (done, total, bytes) => {
          progress.max = total;
          progress.value = done;
          button.textContent = `Saving ${done} of ${total} pages, ${mb(bytes)}`;
          status.textContent = `${done} of ${total} pages`;
        });
      } catch (error) {
        console.warn('[offline] saving stopped:', error);
        if (error instanceof StorageFull) {
          return stopped(`Not enough storage on this device for ${version}: about ${mb(error.needed)} more is needed. Free some space or remove another saved version.`, `Save ${version} for offline reading`);
        }
        if (error instanceof SaveIncomplete) {
          return stopped(`Saving ${version} stopped: ${error.failed} of ${error.total} files could not be fetched.`, 'Try again');
        }
        return stopped(`Saving ${version} did not finish. Check the connection.`, 'Try again');
      }
      await show(`${version} is saved for offline reading.`);
      button.focus();
    };
    button.addEventListener('click', async () => {
      if (root.dataset.state === 'saved') {
        await removeVersion(version);
        return show(`The offline copy of ${version} is removed.`);
      }
      if (root.dataset.state !== 'saving') await save();
    });
    button.tabIndex = 0;
    // A save the reader started before a reload (or that files interrupted) goes on where it stopped.
    if (await unfinishedSave(version)) await save();
    else await show();
  }
}
