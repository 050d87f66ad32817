/// The identity of a managed object (CoreData): its entity and, once saved, its row in the store. An object inserted
/// and not yet saved has a temporary identity, which becomes permanent when the context saves it.
open class NSManagedObjectID: NSObject, @unchecked Sendable {
    /// The object's entity.
    open var entity: NSEntityDescription { entityDescription }
    private let entityDescription: NSEntityDescription
    /// The row's key in the entity's table, nil until the object is saved.
    var key: Int64?
    private let temporary = UUID()

    init(entity: NSEntityDescription, key: Int64?) { entityDescription = entity; self.key = key; super.init() }

    /// Whether the object has not been saved yet.
    open var isTemporaryID: Bool { key == nil }

    /// `x-coredata://notisim/ENTITY/pKEY` for a saved object, `x-coredata:///ENTITY/tUUID` for an unsaved one.
    open func uriRepresentation() -> URL {
        let name = entityDescription.name ?? ""
        return URL(string: key.map { "x-coredata://notisim/\(name)/p\($0)" } ?? "x-coredata:///\(name)/t\(temporary.uuidString)")!
    }

    /// The registry key of a saved object: its table and row.
    var rowName: String? { key.map { "\(ManagedTable.name(of: entityDescription))/\($0)" } }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSManagedObjectID else { return false }
        if other === self { return true }
        guard let key, let otherKey = other.key else { return false }
        return key == otherKey && ManagedTable.name(of: entityDescription) == ManagedTable.name(of: other.entityDescription)
    }

    open override var hash: Int { ManagedTable.name(of: entityDescription).hashValue }

    open override var description: String { uriRepresentation().absoluteString }
}
