// Wraps the phone menu so it is first rendered when the reader opens it, not on every page load.
import {useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';
import styles from './styles.module.css';

export default function NavbarMobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  // Kept once opened, so closing it slides out as before.
  const [opened, setOpened] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  if (shown && !opened) setOpened(true);
  useLayoutEffect(() => {
    const wrapper = ref.current;
    const menu = wrapper?.firstElementChild;
    if (!wrapper || !menu) return;
    // Mounted already open, it would appear at once: styled closed first, opening it is a transition.
    wrapper.classList.add(styles.entering);
    void getComputedStyle(menu).transform;
    wrapper.classList.remove(styles.entering);
  }, [opened]);
  return opened ? (
    <div ref={ref} className={styles.menu}>
      <NavbarMobileSidebar />
    </div>
  ) : null;
}
