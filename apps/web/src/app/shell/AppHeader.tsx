import { HeaderNav } from "./HeaderNav";
import { HeaderSearch } from "./HeaderSearch";
import { headerHeight, LAYOUT_VERSION } from "./layoutRules";
import { SiteLogo } from "./SiteLogo";
import { UserMenu } from "./UserMenu";

export function AppHeader() {
  return (
    <header className="otp-header" style={{ height: headerHeight(LAYOUT_VERSION) }}>
      <div className="otp-header-inner">
        <SiteLogo />
        <HeaderNav />
        <HeaderSearch />
        <UserMenu />
      </div>
    </header>
  );
}
