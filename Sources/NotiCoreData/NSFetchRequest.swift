/// A description of the objects to fetch (CoreData): an entity, a predicate, sort descriptors, an offset and a limit.
/// The result type is not constrained, so `NSFetchRequest<NSFetchRequestResult>` works as on iOS.
open class NSFetchRequest<ResultType>: NSObject, @unchecked Sendable {
    /// The entity's name.
    open var entityName: String?
    /// The entity, once known (set directly or from `entityName` by the context that runs the request).
    open var entity: NSEntityDescription?
    open var predicate: NSPredicate?
    open var sortDescriptors: [NSSortDescriptor]?
    /// At most this many objects; 0 for no limit.
    open var fetchLimit = 0
    open var fetchOffset = 0
    /// Whether unsaved inserts, changes and deletions of the context count (true, as on iOS).
    open var includesPendingChanges = true
    /// Whether objects of subentities count too.
    open var includesSubentities = true
    /// A no-op: notisim reads whole objects at once.
    open var fetchBatchSize = 0
    /// A no-op: notisim reads whole objects at once.
    open var returnsObjectsAsFaults = true
    /// A no-op: notisim reads related objects when they are first used.
    open var relationshipKeyPathsForPrefetching: [String]?

    /// A request for the entity named `entityName`.
    public init(entityName: String) { self.entityName = entityName; super.init() }

    /// A request whose entity is set later.
    public override init() { super.init() }
}

/// How fetched objects are ordered (CoreData's use of Foundation's class, whose key-based form swift-corelibs-foundation
/// lacks): by a key, or by a Swift key path, ascending or descending. Strings compare by their characters
/// (`compare(_:)`); numbers, dates and Booleans by value.
open class NSSortDescriptor: NSObject, @unchecked Sendable {
    /// The key sorted by, nil for a key path.
    open private(set) var key: String?
    open private(set) var ascending: Bool
    /// The value sorted by, for a key path.
    let keyPathValue: (@Sendable (Any) -> Any?)?

    /// Sorts by `key` (a key path through relationships, `list.name`, is followed).
    public init(key: String?, ascending: Bool) {
        self.key = key; self.ascending = ascending; keyPathValue = nil
        super.init()
    }

    /// Sorts by the value a key path reads from each object.
    public init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) {
        nonisolated(unsafe) let path = keyPath
        self.ascending = ascending
        keyPathValue = { object in (object as? Root).map { ManagedValues.unwrapped($0[keyPath: path]) } ?? nil }
        super.init()
    }

    /// The descriptor in the other direction.
    open var reversedSortDescriptor: Any {
        guard let keyPathValue else { return NSSortDescriptor(key: key, ascending: !ascending) }
        return NSSortDescriptor(value: keyPathValue, ascending: !ascending)
    }

    private init(value: @escaping @Sendable (Any) -> Any?, ascending: Bool) {
        keyPathValue = value; self.ascending = ascending
        super.init()
    }

    /// How two objects compare under this descriptor.
    func compare(_ first: NSManagedObject, _ second: NSManagedObject) -> ComparisonResult {
        let value = { (object: NSManagedObject) -> Any? in
            if let keyPathValue = self.keyPathValue { return keyPathValue(object) }
            return self.key.flatMap { ManagedComparison.value(of: object, keyPath: $0) }
        }
        let order = ManagedComparison.order(value(first), value(second), options: [])
        return ascending ? order : ManagedComparison.reversed(order)
    }
}
