import { Component, type ReactNode } from 'react';

/**
 * If a page's chunk cannot load during a client navigation (offline, or removed by a newer
 * deployment), the browser loads the address itself: every page is prerendered, and offline the
 * service worker answers with the cached page or the offline page.
 */
export class PageLoadFallback extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    window.location.reload();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
