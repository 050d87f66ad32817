// WebKit brings UIKit, as Apple's does.
@_exported import NotiUIKit

/// A web page in a view (Apple's `WKWebView`). A terminal has no web engine: notisim shows the page's text in a
/// wrapping label inside the web view's scroll view (see `HTMLText`), whose `contentSize` is the text's size, and runs
/// no scripts. An http(s) page is fetched with URLSession, a file URL read from disk; the navigation delegate hears
/// each step on the main queue, so on notisim's clock (docs/rules/apple-frameworks.md#webkit).
@MainActor
open class WKWebView: UIView {
    public let configuration: WKWebViewConfiguration
    public weak var navigationDelegate: (any WKNavigationDelegate)?
    public weak var uiDelegate: (any WKUIDelegate)?
    /// The scroll view holding the page's text.
    public let scrollView = UIScrollView()
    open private(set) var isLoading = false
    /// The page's `<title>`.
    open private(set) var title: String?
    open private(set) var url: URL?
    /// 0 until the page is shown, then 1.
    open private(set) var estimatedProgress: Double = 0
    open var customUserAgent: String?
    open var allowsBackForwardNavigationGestures = false
    open var allowsLinkPreview = true
    /// Kept; the page's background is the view's.
    open var isOpaque = true
    private let page = UILabel()
    /// The load under way; a newer load or `stopLoading()` replaces it, and a replaced load's result is dropped.
    private var currentNavigation: WKNavigation?

    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
        setUp()
    }

    public convenience override init(frame: CGRect) { self.init(frame: frame, configuration: WKWebViewConfiguration()) }

    public required init?(coder: NSCoder) {
        configuration = WKWebViewConfiguration()
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        page.numberOfLines = 0
        scrollView.addSubview(page)
        addSubview(scrollView)
    }

    /// Loads `request`: an http(s) URL through URLSession, a file URL from disk.
    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        guard let target = request.url else { return nil }
        return start(request) { finish in
            if target.isFileURL {
                finish(Result { try Data(contentsOf: target) })
            } else {
                URLSession.shared.dataTask(with: request) { data, _, error in
                    let result: Result<Data, any Error> = data.map { .success($0) } ?? .failure(error ?? URLError(.badServerResponse))
                    ExtensionRunLoop.current.schedule(after: 0) { finish(result) }
                }.resume()
            }
        }
    }

    /// Shows `string` as the page; `baseURL` becomes the view's `url`.
    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        start(URLRequest(url: baseURL ?? URL(string: "about:blank")!)) { finish in finish(.success(Data(string.utf8))) }
    }

    /// Reads the page from the file at `url`.
    @discardableResult
    open func loadFileURL(_ url: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? { load(URLRequest(url: url)) }

    /// Shows `data` as the page when its MIME type is text (HTML or plain); `baseURL` becomes the view's `url`.
    @discardableResult
    open func load(_ data: Data, mimeType MIMEType: String, characterEncodingName: String, baseURL: URL) -> WKNavigation? {
        start(URLRequest(url: baseURL)) { finish in
            finish(MIMEType.hasPrefix("text/") ? .success(data) : .failure(URLError(.cannotDecodeContentData)))
        }
    }

    /// Loads the current URL again.
    @discardableResult
    open func reload() -> WKNavigation? { url.map { load(URLRequest(url: $0)) } ?? nil }

    /// Drops the load under way; its delegate hears nothing more of it.
    open func stopLoading() {
        currentNavigation = nil
        isLoading = false
    }

    /// notisim runs no scripts: the completion handler gets a `WKError` of `javaScriptExceptionOccurred` at the main
    /// queue's next turn.
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: (@MainActor (Any?, (any Error)?) -> Void)? = nil) {
        guard let completionHandler else { return }
        ExtensionRunLoop.current.schedule(after: 0) { completionHandler(nil, WKError(code: .javaScriptExceptionOccurred)) }
    }

    /// notisim runs no scripts: throws a `WKError` of `javaScriptExceptionOccurred`.
    open func evaluateJavaScript(_ javaScriptString: String) async throws -> Any {
        throw WKError(code: .javaScriptExceptionOccurred)
    }

    /// Starts a navigation: asks the delegate, then at the main queue's next turn tells it the load started and runs
    /// `read`, whose result `finish` shows (or reports as a failure).
    private func start(_ request: URLRequest, read: @escaping @MainActor (_ finish: @escaping @MainActor (Result<Data, any Error>) -> Void) -> Void)
        -> WKNavigation {
        let navigation = WKNavigation()
        currentNavigation = navigation
        isLoading = true
        estimatedProgress = 0
        ExtensionRunLoop.current.schedule(after: 0) { [weak self] in
            guard let self, currentNavigation === navigation else { return }
            let decide = navigationDelegate.map { delegate in
                { (handler: @escaping (WKNavigationActionPolicy) -> Void) in
                    delegate.webView(self, decidePolicyFor: WKNavigationAction(request: request, navigationType: .other), decisionHandler: handler)
                }
            } ?? { $0(.allow) }
            decide { [weak self] policy in
                guard let self, currentNavigation === navigation else { return }
                guard policy == .allow else { return stopLoading() }
                url = request.url
                navigationDelegate?.webView(self, didStartProvisionalNavigation: navigation)
                read { [weak self] result in self?.finish(navigation, result) }
            }
        }
        return navigation
    }

    /// Shows a load's page, or tells the delegate it failed; a load that is no longer the current one is dropped.
    private func finish(_ navigation: WKNavigation, _ result: Result<Data, any Error>) {
        guard currentNavigation === navigation else { return }
        currentNavigation = nil
        isLoading = false
        switch result {
        case .failure(let error):
            navigationDelegate?.webView(self, didFailProvisionalNavigation: navigation, withError: error)
        case .success(let data):
            show(HTMLText(html: String(decoding: data, as: UTF8.self)))
            estimatedProgress = 1
            navigationDelegate?.webView(self, didCommit: navigation)
            navigationDelegate?.webView(self, didFinish: navigation)
        }
    }

    /// Puts the page's text in the label: the title and headings bold, links in the tint colour.
    private func show(_ text: HTMLText) {
        title = text.title
        let shown = NSMutableAttributedString(string: "")
        let lines = (text.title.map { [[HTMLText.Run(text: $0, bold: true)]] } ?? []) + text.blocks
        // Plain text takes the label's own font and colour; bold and link runs name only what differs, each style with
        // the same objects. Foundation on Linux cannot compare two different attribute dictionaries of Swift objects
        // with the same keys when runs are joined, and these never are.
        let bold = UIFont.boldSystemFont(ofSize: page.font.pointSize), link = tintColor ?? .systemBlue
        let styles: [[NSAttributedString.Key: Any]] = [[:], [.font: bold], [.foregroundColor: link], [.font: bold, .foregroundColor: link]]
        for (index, line) in lines.enumerated() {
            if index > 0 { shown.append(NSAttributedString(string: "\n")) }
            for run in line {
                shown.append(NSAttributedString(string: run.text, attributes: styles[(run.bold ? 1 : 0) + (run.link ? 2 : 0)]))
            }
        }
        page.attributedText = shown
        setNeedsLayout()
    }

    /// The scroll view fills the web view; the page's text is as wide as it and as tall as its wrapped lines.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if scrollView.frame != bounds { scrollView.frame = bounds }
        let size = page.sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude))
        let frame = CGRect(x: 0, y: 0, width: bounds.width, height: size.height)
        if page.frame != frame { page.frame = frame }
        scrollView.contentSize = frame.size
    }
}
