import Foundation

/// A string an app declares for the system to show in the user's language (Foundation's `LocalizedStringResource`,
/// which the Linux Foundation lacks, so notisim's AppIntents declares it): its key, written as a string literal, is
/// the text notisim shows.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The key the string is looked up by.
    public let key: String
    /// The strings table it is looked up in; nil for `Localizable`.
    public let table: String?

    /// The string of `key` in `table` (nil for `Localizable`).
    public init(_ key: StaticString, table: String? = nil) {
        self.key = key.description
        self.table = table
    }

    /// A literal's text as its key.
    public init(stringLiteral value: String) {
        key = value
        table = nil
    }

    /// An interpolated literal's text as its key.
    public init(stringInterpolation: DefaultStringInterpolation) {
        key = String(stringInterpolation: stringInterpolation)
        table = nil
    }

    /// The key, as notisim shows the string.
    public var description: String { key }
}

/// What an app intent says it does, for Shortcuts and Siri (Apple's `IntentDescription`).
public struct IntentDescription: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The description's text.
    public let descriptionText: LocalizedStringResource
    /// The category the intent is listed under, when given.
    public let categoryName: LocalizedStringResource?
    /// Words a search finds the intent by.
    public let searchKeywords: [LocalizedStringResource]

    /// A description with its category and search words.
    public init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
                searchKeywords: [LocalizedStringResource] = []) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
    }

    /// A literal's text as the description.
    public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }
}

/// An action an app offers the system (Apple's `AppIntent`): a widget's configuration, or a Live Activity's button.
public protocol AppIntent: Sendable {
    /// What `perform()` gives back; a configuration intent, which declares no `perform()`, gives an empty result.
    associatedtype PerformResult: IntentResult = IntentResultContainer
    /// The intent's short name, a verb and a noun.
    static var title: LocalizedStringResource { get }
    /// What the intent does, when the app says.
    static var description: IntentDescription? { get }
    /// Makes the intent with its parameters' default values.
    init()
    /// Does the intent's action.
    func perform() async throws -> PerformResult
}

extension AppIntent {
    /// No description unless the app gives one.
    public static var description: IntentDescription? { nil }

    /// An intent parameter (Apple's `AppIntent.Parameter`, used as `@Parameter`).
    public typealias Parameter<Value> = IntentParameter<Value>
}

extension WidgetConfigurationIntent where PerformResult == IntentResultContainer {
    /// An intent that only configures a widget does nothing when performed.
    public func perform() async throws -> IntentResultContainer { .result() }
}

/// An intent a widget is configured with (Apple's `WidgetConfigurationIntent`).
public protocol WidgetConfigurationIntent: AppIntent {}

/// An intent a Live Activity's button or toggle performs in the widget extension (Apple's `LiveActivityIntent`).
public protocol LiveActivityIntent: AppIntent {}

/// What performing an intent gave (Apple's `IntentResult`).
public protocol IntentResult: Sendable {}

/// A result with nothing in it beyond success (Apple's `IntentResultContainer` with no value, dialog or view).
public struct IntentResultContainer: IntentResult {
    init() {}
}

extension IntentResult where Self == IntentResultContainer {
    /// Success, with nothing more to say.
    public static func result() -> IntentResultContainer { IntentResultContainer() }
}

/// A value an intent is configured with (Apple's `IntentParameter`, written `@Parameter`): its title and its value,
/// which starts as the default given. Like Apple's, it is a reference, so an intent held by `let` takes new values.
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable {
    /// The name the system shows the parameter under.
    public let title: LocalizedStringResource
    /// The value's storage; the lock keeps reads and writes from different tasks apart.
    private var value: Value?
    private let lock = NSLock()

    /// A parameter with its title, description and default value.
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil) {
        self.title = title
        value = defaultValue
    }

    /// The parameter's value; a parameter without a value or default has none to read.
    public var wrappedValue: Value {
        get {
            guard let value = lock.withLock({ value }) else { fatalError("the intent parameter \(title) has no value and no default") }
            return value
        }
        set { lock.withLock { value = newValue } }
    }
}
