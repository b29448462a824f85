// Wraps the phone menu so it is first rendered when the reader opens it, not on every page load.
import {useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';

export default function NavbarMobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  // Kept once opened, so closing it slides out as before.
  const [opened, setOpened] = useState(false);
  if (shown && !opened) setOpened(true);
  return opened ? <NavbarMobileSidebar /> : null;
}
