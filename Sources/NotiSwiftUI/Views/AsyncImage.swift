/// Where an `AsyncImage`'s load is (Apple's `AsyncImagePhase`).
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(any Error)

    public var image: Image? { if case .success(let image) = self { image } else { nil } }
    public var error: (any Error)? { if case .failure(let error) = self { error } else { nil } }
}

/// An image loaded from a URL (Apple's `AsyncImage`): a file URL (an attachment's) is read at once; an http(s) URL
/// through `URLSession`, its result arriving on the main queue, which runs on notisim's clock; the view is drawn
/// again when it arrives.
public struct AsyncImage<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let url: URL?
    let content: (AsyncImagePhase) -> Content

    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.content = content
    }

    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.content = { phase in
            if let image = phase.image { ViewBuilder.buildEither(first: content(image)) } else { ViewBuilder.buildEither(second: placeholder()) }
        }
    }

    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let context = context.child("AsyncImage")
        let loader = context.graph.stored(context.path + "#" + (url?.absoluteString ?? "")) { AsyncImageLoader(url: url) }
        let graph = context.graph
        loader.start { graph.invalidate() }
        return context.resolve(content(loader.phase))
    }
}

extension AsyncImage where Content == _ConditionalContent<Image, Color> {
    /// The image at its own size once loaded; a grey placeholder until then (or when it fails).
    public init(url: URL?, scale: CGFloat = 1) {
        self.init(url: url, scale: scale, content: { $0 }, placeholder: { Color(uiColor: .systemGray) })
    }
}

/// Loads one URL once for an `AsyncImage`.
@MainActor
final class AsyncImageLoader {
    let url: URL?
    private(set) var phase = AsyncImagePhase.empty
    private var started = false

    /// What a load that yields no image fails with.
    struct LoadFailure: Error, CustomStringConvertible {
        let description: String
    }

    init(url: URL?) { self.url = url }

    /// Starts the load the first time; `loaded` is called when an http(s) load ends.
    func start(loaded: @escaping @MainActor () -> Void) {
        guard !started else { return }
        started = true
        guard let url else { phase = .failure(LoadFailure(description: "no URL")); return }
        if url.isFileURL {
            phase = UIImage(contentsOfFile: url.path).map { .success(Image(uiImage: $0)) }
                ?? .failure(LoadFailure(description: "\(url.lastPathComponent) is not an image notisim decodes"))
            return
        }
        URLSession.shared.dataTask(with: url) { data, _, error in
            let image = data.flatMap { UIImage(data: $0) }
            let message = error.map { "\($0)" } ?? "\(url.absoluteString) is not an image notisim decodes"
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    self.phase = image.map { .success(Image(uiImage: $0)) } ?? .failure(LoadFailure(description: message))
                    loaded()
                }
            }
        }.resume()
    }
}

/// An animation's context (Apple's `Transaction`); kept, as notisim draws end states.
public struct Transaction {
    public var animation: Animation?
    public init() {}
    public init(animation: Animation?) { self.animation = animation }
}

/// An animation (Apple's `Animation`). *Decision:* notisim draws every change at once, in its end state.
public struct Animation: Hashable, Sendable {
    let id: Int
    public static let `default` = Animation(id: 0), linear = Animation(id: 1), easeIn = Animation(id: 2)
    public static let easeOut = Animation(id: 3), easeInOut = Animation(id: 4), spring = Animation(id: 5), bouncy = Animation(id: 6)
    public static func linear(duration: Double) -> Animation { .linear }
    public static func easeIn(duration: Double) -> Animation { .easeIn }
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { .spring }
    public func delay(_ delay: Double) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
}

/// Runs `body` at once: notisim draws the end state of every change (Apple's `withAnimation`).
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { try body() }
