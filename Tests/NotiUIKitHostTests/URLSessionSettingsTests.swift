import FoundationNetworking
import NotiDispatch
import Testing

/// The `URLSessionConfiguration` settings the kit adds to Foundation on Linux (docs/rules/xcode.md#extension-sources-on-linux).
@Suite("URLSessionConfiguration settings")
struct URLSessionSettingsTests {
    @Test("the added URLSessionConfiguration settings default to true and read back what was set on each configuration")
    func settingsReadBack() {
        let config = URLSessionConfiguration.ephemeral
        #expect(config.allowsExpensiveNetworkAccess && config.allowsConstrainedNetworkAccess && config.sessionSendsLaunchEvents)
        config.allowsExpensiveNetworkAccess = false
        config.sessionSendsLaunchEvents = false
        #expect(!config.allowsExpensiveNetworkAccess && config.allowsConstrainedNetworkAccess && !config.sessionSendsLaunchEvents)
        let other = URLSessionConfiguration.default
        #expect(other.allowsExpensiveNetworkAccess && other.sessionSendsLaunchEvents)
        other.allowsConstrainedNetworkAccess = false
        #expect(!other.allowsConstrainedNetworkAccess && config.allowsConstrainedNetworkAccess)
    }
}
