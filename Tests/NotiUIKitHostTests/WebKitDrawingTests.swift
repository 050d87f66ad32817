import Foundation
import NotiCore
import NotiLayout
import Testing
import TestSupport
import UIKit
import UserNotifications
import UserNotificationsUI
import WebKit
@testable import NotiUIKitHost

/// WebKit in extension code (docs/rules/apple-frameworks.md#webkit): a web view shows its page's text, loads from a string, a file or
/// a local server, and tells its navigation delegate on notisim's main queue.
@MainActor
@Suite("WebKit pages as text", .serialized)
struct WebKitDrawingTests {
    /// Records what the web view tells it.
    final class NavigationLog: WKNavigationDelegate {
        var events: [String] = []
        var policy = WKNavigationActionPolicy.allow
        func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                     decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
            events.append("decide \(navigationAction.request.url?.scheme ?? "")")
            decisionHandler(policy)
        }
        func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) { events.append("start") }
        func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) { events.append("commit") }
        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { events.append("finish") }
        func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {
            events.append("fail")
        }
    }

    static let page = """
        <!DOCTYPE html><html><head><title>Order &amp; delivery</title><style>h1 { color: red; }</style>
        <script>document.write("never shown")</script></head>
        <body><h1>Arriving today</h1><p>Your parcel is <b>out</b> for delivery.
          Track it <a href="https://example.com/t">here</a>.</p>
        <ul><li>Driver: Sam</li><li>Window: 2&ndash;4 pm</li></ul><!-- a comment --></body></html>
        """

    /// A host with a web view filling its 200 × 128 point area, the view and its delegate.
    static func webView() -> (ContentExtensionHost, WKWebView, NavigationLog) {
        let host = UIKitDrawingTests.host(width: 200, height: 128) { _ in }
        let web = WKWebView(frame: CGRect(x: 0, y: 0, width: 200, height: 128), configuration: WKWebViewConfiguration())
        let log = NavigationLog()
        web.navigationDelegate = log
        host.controller.view.addSubview(web)
        return (host, web, log)
    }

    @Test("WebKit: loadHTMLString shows the page's text in the web view, the title and headings bold, list items after bullets, links' text in the link colour, scripts and styles left out; the delegate hears decide, start, commit and finish on the main queue")
    func htmlStringShowsItsText() throws {
        let (host, web, log) = Self.webView()
        web.loadHTMLString(Self.page, baseURL: URL(fileURLWithPath: "/tmp/notes/"))
        #expect(web.isLoading && log.events.isEmpty)
        host.run(until: 0)
        #expect(log.events == ["decide file", "start", "commit", "finish"])
        #expect(!web.isLoading && web.title == "Order & delivery" && web.url?.path == "/tmp/notes")
        host.controller.view.layoutIfNeeded()
        #expect(web.scrollView.contentSize == CGSize(width: 200, height: 96))
        let view = ViewTreeDrawing.customView(of: host.controller.view, attachments: [])
        assertGolden(CustomAreaText.renderWithStyles(view, columns: 25, rows: 8, theme: try Theme.builtIn(named: "dark")), named: "webkit-page")
    }

    @Test("WebKit: loadFileURL reads the page from disk, a missing file fails the provisional navigation and leaves the page, a cancelled policy loads nothing, and evaluateJavaScript answers a WKError")
    func fileURLsAndFailures() throws {
        let (host, web, log) = Self.webView()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-page-\(UUID().uuidString).html")
        try Data("<p>From disk</p>".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        web.loadFileURL(file, allowingReadAccessTo: file.deletingLastPathComponent())
        host.run(until: 0)
        #expect(log.events == ["decide file", "start", "commit", "finish"])
        web.loadFileURL(file.appendingPathExtension("missing"), allowingReadAccessTo: file.deletingLastPathComponent())
        host.run(until: 0)
        #expect(log.events.suffix(3) == ["decide file", "start", "fail"])
        log.policy = .cancel
        web.loadHTMLString("<p>Never</p>", baseURL: nil)
        host.run(until: 0)
        #expect(log.events.last == "decide about" && !web.isLoading)
        let text = CustomAreaText.render(ViewTreeDrawing.customView(of: host.controller.view, attachments: []), columns: 25, rows: 1, attachments: [])
        #expect(text == "From disk")
        var answer: (any Error)?
        web.evaluateJavaScript("document.title") { _, error in answer = error }
        host.run(until: 0)
        #expect((answer as? WKError)?.code == .javaScriptExceptionOccurred)
    }

    @Test("WebKit: load(URLRequest) of an http URL fetches the page with URLSession (a local server) and shows its text once the main queue runs",
          .tags(.network), .slowTier)
    func httpPagesLoadThroughURLSession() throws {
        let server = try LocalHTTPServer(files: ["/news": Array("<h2>Headline</h2><p>Story</p>".utf8)])
        defer { server.stop() }
        let (host, web, log) = Self.webView()
        web.load(URLRequest(url: try #require(URL(string: server.url("/news")))))
        let deadline = Date().addingTimeInterval(10)
        while !log.events.contains("finish"), !log.events.contains("fail"), Date() < deadline {
            host.run(until: 0)
            RunLoop.current.run(until: Date().addingTimeInterval(0.01))
        }
        #expect(log.events == ["decide http", "start", "commit", "finish"])
        let text = CustomAreaText.render(ViewTreeDrawing.customView(of: host.controller.view, attachments: []), columns: 25, rows: 2, attachments: [])
        #expect(text == "Headline\nStory")
    }
}
