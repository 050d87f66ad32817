/// One load of a web view (Apple's `WKNavigation`), handed to the navigation delegate to tell loads apart.
@MainActor
public final class WKNavigation {
    init() {}
}

/// A load about to start (Apple's `WKNavigationAction`).
@MainActor
public final class WKNavigationAction {
    public let request: URLRequest
    public let navigationType: WKNavigationType

    init(request: URLRequest, navigationType: WKNavigationType) { self.request = request; self.navigationType = navigationType }
}

/// What started a load (Apple's `WKNavigationType`); every load notisim makes is the page's own code's (`other`).
public enum WKNavigationType: Int, Sendable {
    case linkActivated = 0, formSubmitted, backForward, reload, formResubmitted
    case other = -1
}

/// Whether a load may go ahead (Apple's `WKNavigationActionPolicy`).
public enum WKNavigationActionPolicy: Int, Sendable {
    case cancel = 0, allow, download
}

/// What a web view tells its navigation delegate (Apple's `WKNavigationDelegate`); every method may be left out. They
/// are called on the main queue, so on notisim's clock (docs/rules/apple-frameworks.md#webkit).
@MainActor
public protocol WKNavigationDelegate: AnyObject {
    /// Asked before each load; `.cancel` stops it. Without an answer the load waits.
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                 decisionHandler: @escaping (WKNavigationActionPolicy) -> Void)
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    /// The page could not be read (no server, a missing file): nothing new is shown.
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
    /// The page is read and shown.
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    /// Never called by notisim: a page it has started showing cannot fail afterwards.
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
}

extension WKNavigationDelegate {
    public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) { decisionHandler(.allow) }
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {}
    public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
}

/// What a web view tells its UI delegate (Apple's `WKUIDelegate`); notisim's pages run no scripts, so nothing is.
@MainActor
public protocol WKUIDelegate: AnyObject {}

/// A web view's settings (Apple's `WKWebViewConfiguration`); kept, without effect on a page shown as text.
@MainActor
open class WKWebViewConfiguration {
    open var preferences = WKPreferences()
    open var userContentController = WKUserContentController()
    open var allowsInlineMediaPlayback = false
    open var suppressesIncrementalRendering = false
    open var applicationNameForUserAgent: String?
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
    open var dataDetectorTypes: WKDataDetectorTypes = []

    public init() {}
}

/// A web view's preferences (Apple's `WKPreferences`); kept, without effect.
@MainActor
open class WKPreferences {
    open var minimumFontSize: CGFloat = 0
    open var javaScriptCanOpenWindowsAutomatically = false
    public init() {}
}

/// Scripts and message handlers a page's code would see (Apple's `WKUserContentController`); kept, as notisim runs no
/// scripts.
@MainActor
open class WKUserContentController {
    open private(set) var userScripts: [WKUserScript] = []
    public init() {}
    open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
    open func removeAllUserScripts() { userScripts = [] }
}

/// A script a page would run (Apple's `WKUserScript`); never run by notisim.
@MainActor
open class WKUserScript {
    public let source: String
    public let injectionTime: WKUserScriptInjectionTime
    public let isForMainFrameOnly: Bool

    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        self.source = source; self.injectionTime = injectionTime; isForMainFrameOnly = forMainFrameOnly
    }
}

/// When a user script would run (Apple's `WKUserScriptInjectionTime`).
public enum WKUserScriptInjectionTime: Int, Sendable {
    case atDocumentStart = 0, atDocumentEnd
}

/// Media that needs a tap to play (Apple's `WKAudiovisualMediaTypes`).
public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1 << 0)
    public static let video = WKAudiovisualMediaTypes(rawValue: 1 << 1)
    public static let all = WKAudiovisualMediaTypes(rawValue: UInt.max)
}

/// Text a page would turn into links (Apple's `WKDataDetectorTypes`).
public struct WKDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = WKDataDetectorTypes(rawValue: 1 << 0)
    public static let link = WKDataDetectorTypes(rawValue: 1 << 1)
    public static let address = WKDataDetectorTypes(rawValue: 1 << 2)
    public static let all = WKDataDetectorTypes(rawValue: UInt.max)
}

/// The errors a web view reports (Apple's `WKError`).
public struct WKError: Error, Sendable {
    /// The kind of error.
    public enum Code: Int, Sendable {
        case unknown = 1, webContentProcessTerminated, webViewInvalidated, javaScriptExceptionOccurred, javaScriptResultTypeIsUnsupported
    }

    public let code: Code
    public static var errorDomain: String { "WKErrorDomain" }
    public static let javaScriptExceptionOccurred = Code.javaScriptExceptionOccurred
}
