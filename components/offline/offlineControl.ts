// Browser, loaded after the page is idle and only where service workers run
// (components/effects/offlineReading.ts): the "Save <version> for offline reading" control under a
// doc page's title. It shows whether the version is saved, saves every page with a progress bar
// and "N of M pages", and removes it.
// Every state keeps to one line, so the page below never moves.
import { removeVersion, savedVersion, saveVersion } from '@/lib/offline/store';

const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;

/** Wires every control on the page (call again after a client navigation renders a new one). */
export async function attachOfflineControls(): Promise<void> {
  for (const root of document.querySelectorAll<HTMLElement>('[data-offline-version]:not([data-state])')) {
    const version = root.dataset.offlineVersion!;
    const manifest = root.dataset.offlineManifest!;
    const badge = root.querySelector<HTMLElement>('.offline-saved')!;
    const button = root.querySelector('button')!;
    const progress = root.querySelector('progress')!;
    const status = root.querySelector<HTMLElement>('[role="status"]')!;
    const show = async (announce = '') => {
      const saved = await savedVersion(version);
      root.dataset.state = saved ? 'saved' : 'idle';
      progress.hidden = true;
      button.disabled = false;
      badge.hidden = !saved;
      badge.textContent = saved ? `✓ ${version} saved for offline reading, ${mb(saved.bytes)}` : '';
      button.textContent = saved ? 'Remove' : `Save ${version} for offline reading`;
      if (saved) button.setAttribute('aria-label', `Remove the offline copy of ${version}`);
      else button.removeAttribute('aria-label');
      status.textContent = announce;
    };
    button.addEventListener('click', async () => {
      if (root.dataset.state === 'saved') {
        await removeVersion(version);
        return show(`The offline copy of ${version} is removed.`);
      }
      root.dataset.state = 'saving';
      button.disabled = true;
      progress.hidden = false;
      progress.removeAttribute('value');
      button.textContent = `Saving ${version}…`;
      try {
        await saveVersion(manifest, (done, total, bytes) => {
          progress.max = total;
          progress.value = done;
          button.textContent = `Saving ${done} of ${total} pages, ${mb(bytes)}`;
          status.textContent = `${done} of ${total} pages`;
        });
      } catch (error) {
        console.warn('[offline] saving failed:', error);
        return show(`Saving ${version} did not finish. Check the connection and try again.`);
      }
      await show(`${version} is saved for offline reading.`);
      button.focus();
    });
    button.tabIndex = 0;
    await show();
  }
}
