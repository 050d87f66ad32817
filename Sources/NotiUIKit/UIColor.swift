// Foundation comes through NotiDispatch, whose main queue and timers run on notisim's clock.
@_exported import NotiDispatch

/// The appearance a colour is resolved in (Apple's `UIUserInterfaceStyle`).
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0, light = 1, dark = 2
}

/// The traits a dynamic colour is resolved with (Apple's `UITraitCollection`); notisim sets only the appearance.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle

    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }

    /// The traits of the current execution context: those of the interface being drawn while notisim calls into a
    /// view or controller, else dark. Each thread has its own, so hosts drawing at once never see each other's.
    public static var current: UITraitCollection {
        get {
            guard let stored = pthread_getspecific(currentKey) else { return dark }
            return Unmanaged<UITraitCollection>.fromOpaque(stored).takeUnretainedValue()
        }
        set { Self.store(newValue) }
    }

    /// Runs `actions` with these traits as the current ones, then restores the previous ones (Apple's
    /// `performAsCurrent(_:)`).
    public func performAsCurrent(_ actions: () throws -> Void) rethrows { try asCurrent(actions) }

    /// What `body` returns, run with these traits as the current ones; the previous ones are restored after it.
    package func asCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        let previous = pthread_getspecific(Self.currentKey).map { Unmanaged<UITraitCollection>.fromOpaque($0).takeUnretainedValue() }
        Self.store(self)
        defer { Self.store(previous) }
        return try body()
    }

    private static let dark = UITraitCollection(userInterfaceStyle: .dark)

    /// The thread's current traits, retained while stored and released when replaced or when the thread ends.
    private static let currentKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { stored in
            if let stored { Unmanaged<UITraitCollection>.fromOpaque(stored).release() }
        }
        return key
    }()

    private static func store(_ traits: UITraitCollection?) {
        let old = pthread_getspecific(currentKey)
        pthread_setspecific(currentKey, traits.map { Unmanaged.passRetained($0).toOpaque() })
        if let old { Unmanaged<UITraitCollection>.fromOpaque(old).release() }
    }
}

/// A colour (Apple's `UIColor`): fixed sRGB components, a pair for light and dark, or a provider resolved with the
/// traits of the interface being drawn (docs/rules/content-extensions.md#extension-code-against-the-uikit-subset).
open class UIColor: NSObject, @unchecked Sendable {
    /// Components in 0…1.
    package struct Components: Hashable, Sendable {
        package var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    }

    /// What a system colour stands for, so notisim can draw it in the theme's own colour.
    package enum Role: Sendable {
        case label, secondaryLabel, background
    }

    private enum Storage {
        case fixed(Components)
        case provider((UITraitCollection) -> UIColor)
    }

    private let storage: Storage
    /// Set on the system colours that follow the theme.
    package private(set) var role: Role?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .fixed(Components(red: Self.unit(red), green: Self.unit(green), blue: Self.unit(blue), alpha: Self.unit(alpha)))
    }

    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    /// A colour worked out from the traits each time it is drawn (`UIColor { traits in … }`).
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) { storage = .provider(dynamicProvider) }

    /// The colour in the given traits (a fixed colour is itself).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch storage {
        case .fixed: self
        case .provider(let provider): provider(traitCollection).resolvedColor(with: traitCollection)
        }
    }

    /// The components in the current traits.
    package var components: Components {
        guard case .fixed(let components) = resolvedColor(with: .current).storage else { return Components(red: 0, green: 0, blue: 0, alpha: 0) }
        return components
    }

    package var redComponent: CGFloat { components.red }
    package var greenComponent: CGFloat { components.green }
    package var blueComponent: CGFloat { components.blue }
    package var alphaComponent: CGFloat { components.alpha }

    /// The same colour with another opacity.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch storage {
        case .fixed(let c): return UIColor(red: c.red, green: c.green, blue: c.blue, alpha: alpha)
        case .provider(let provider): return UIColor { provider($0).withAlphaComponent(alpha) }
        }
    }

    /// Writes the components in the current traits out, as Apple's method does; always succeeds.
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = components
        red?.pointee = c.red; green?.pointee = c.green; blue?.pointee = c.blue; alpha?.pointee = c.alpha
        return true
    }

    private static func unit(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(max(value, 0), 1) }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if self === other { return true }
        guard case .fixed(let mine) = storage, case .fixed(let theirs) = other.storage else { return false }
        return mine == theirs
    }

    /// A system colour: 0–255 components in the light and the dark appearance (Apple's published values).
    private static func system(_ light: (Int, Int, Int), _ dark: (Int, Int, Int), alpha: CGFloat = 1, role: Role? = nil) -> UIColor {
        func color(_ rgb: (Int, Int, Int)) -> UIColor {
            UIColor(red: CGFloat(rgb.0) / 255, green: CGFloat(rgb.1) / 255, blue: CGFloat(rgb.2) / 255, alpha: alpha)
        }
        let light = color(light), dark = color(dark)
        let system = UIColor { $0.userInterfaceStyle == .light ? light : dark }
        system.role = role
        return system
    }

    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    open class var systemRed: UIColor { system((255, 59, 48), (255, 69, 58)) }
    open class var systemGreen: UIColor { system((52, 199, 89), (48, 209, 88)) }
    open class var systemBlue: UIColor { system((0, 122, 255), (10, 132, 255)) }
    open class var systemOrange: UIColor { system((255, 149, 0), (255, 159, 10)) }
    open class var systemYellow: UIColor { system((255, 204, 0), (255, 214, 10)) }
    open class var systemPink: UIColor { system((255, 45, 85), (255, 55, 95)) }
    open class var systemPurple: UIColor { system((175, 82, 222), (191, 90, 242)) }
    open class var systemIndigo: UIColor { system((88, 86, 214), (94, 92, 230)) }
    open class var systemTeal: UIColor { system((90, 200, 250), (100, 210, 255)) }
    open class var systemMint: UIColor { system((0, 199, 190), (99, 230, 226)) }
    open class var systemCyan: UIColor { system((50, 173, 230), (100, 210, 255)) }
    open class var systemBrown: UIColor { system((162, 132, 94), (172, 142, 104)) }
    open class var systemGray: UIColor { system((142, 142, 147), (142, 142, 147)) }
    open class var label: UIColor { system((0, 0, 0), (255, 255, 255), role: .label) }
    open class var secondaryLabel: UIColor { system((60, 60, 67), (235, 235, 245), alpha: 0.6, role: .secondaryLabel) }
    open class var systemBackground: UIColor { system((255, 255, 255), (0, 0, 0), role: .background) }
    open class var secondarySystemBackground: UIColor { system((242, 242, 247), (28, 28, 30), role: .background) }
    open class var tintColor: UIColor { systemBlue }
}
