/// A layout priority (Apple's `UILayoutPriority`): 1000 is required, below is optional.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}

/// A relation between two views' attributes: `first.attribute (== | <= | >=) second.attribute × multiplier + constant`
/// (Apple's `NSLayoutConstraint`), solved by the Cassowary solver when the view tree is laid out.
@MainActor
open class NSLayoutConstraint: NSObject {
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case notAnAttribute = 0
    }

    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    public enum Axis: Int, Sendable, Hashable {
        case horizontal = 0, vertical = 1
    }

    public private(set) weak var firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    public private(set) weak var secondItem: AnyObject?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    /// Changing the constant of an active constraint lays the tree out again (only moving that constant in the solver).
    open var constant: CGFloat {
        didSet { if constant != oldValue, isActive { (firstItem as? UIView)?.constantChanged(self) } }
    }
    open var priority: UILayoutPriority = .required { didSet { (firstItem as? UIView)?.setNeedsLayout() } }
    open var identifier: String?
    /// Activation order, so layout passes add constraints in the order the code activated them.
    var activationIndex = 0
    private static var nextActivationIndex = 0

    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
    }

    /// Whether the constraint takes part in layout.
    open var isActive: Bool {
        get { (firstItem as? UIView)?.activeConstraints.contains { $0 === self } ?? false }
        set {
            guard let view = firstItem as? UIView, newValue != isActive else { return }
            if newValue {
                Self.nextActivationIndex += 1
                activationIndex = Self.nextActivationIndex
                view.activeConstraints.append(self)
            } else {
                view.activeConstraints.removeAll { $0 === self }
            }
            view.setNeedsLayout()
            (secondItem as? UIView)?.setNeedsLayout()
        }
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) { for constraint in constraints { constraint.isActive = true } }
    open class func deactivate(_ constraints: [NSLayoutConstraint]) { for constraint in constraints { constraint.isActive = false } }

    /// Whether one item is among `views` and the other is not.
    func crosses(_ views: Set<ObjectIdentifier>) -> Bool {
        guard let second = secondItem, let first = firstItem else { return false }
        return views.contains(ObjectIdentifier(first)) != views.contains(ObjectIdentifier(second))
    }

    /// The constraint as Auto Layout logs it.
    package var logDescription: String {
        let first = (firstItem.map { "\(type(of: $0))" } ?? "nil") + ".\(firstAttribute)"
        let relationText = [Relation.lessThanOrEqual: "<=", .equal: "==", .greaterThanOrEqual: ">="][relation]!
        var right = secondItem.map { "\(type(of: $0)).\(secondAttribute)" } ?? ""
        if multiplier != 1, !right.isEmpty { right += " * \(multiplier)" }
        if constant != 0 || right.isEmpty { right += right.isEmpty ? "\(constant)" : (constant < 0 ? " - \(-constant)" : " + \(constant)") }
        let name = identifier.map { "'\($0)' " } ?? ""
        return "<NSLayoutConstraint \(name)\(first) \(relationText) \(right)" + (priority < .required ? " @\(Int(priority.rawValue))" : "") + ">"
    }
}
