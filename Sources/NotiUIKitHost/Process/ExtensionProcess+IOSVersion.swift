import Foundation
import NotiCore
import NotiExtensions

extension ExtensionProcess {
    /// The major iOS version the host runs the extension as (`NOTISIM_IOS_VERSION`, docs/extension-protocol.md); the
    /// newest version notisim simulates when the variable is unset.
    static let iOSMajorVersion = ProcessInfo.processInfo.environment[ExtensionLaunch.iOSVersionVariable].flatMap { Int($0) }
        ?? OSProfile.latest.majorVersion
}

/// Whether the extension runs on iOS `major` or later: what `#available(iOS major…, *)` asks once notisim's Linux
/// rewrite has made it a run-time check (docs/rules/xcode.md#extension-sources-on-linux). Every file notisim compiles imports
/// this module implicitly, so the check needs no import of its own. The version's minor and patch are not compared:
/// notisim plays each major version's latest release.
public func iOSIsAtLeast(_ major: Int) -> Bool { ExtensionProcess.iOSMajorVersion >= major }
