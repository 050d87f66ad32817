/// A scratch pad of managed objects (CoreData): objects are inserted, changed and deleted in it, fetched into it,
/// and saved to the store of its coordinator. *Decision:* every context's queue is the extension's main queue, as
/// every `DispatchQueue` in notisim's kit: `perform` runs its block there in order, `performAndWait` runs it at once.
open class NSManagedObjectContext: NSObject, @unchecked Sendable {
    /// How a context is used across threads (CoreData).
    public enum ConcurrencyType: UInt, Sendable {
        case confinementConcurrencyType = 0, privateQueueConcurrencyType = 1, mainQueueConcurrencyType = 2
    }

    open private(set) var concurrencyType: ConcurrencyType
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator?
    /// *Decision:* a child context saves straight to its parent's store rather than into the parent.
    open var parent: NSManagedObjectContext?
    open var name: String?
    /// A no-op: every fetch reads the store, so another context's saved changes are seen.
    open var automaticallyMergesChangesFromParent = false
    /// Kept as given: notisim's contexts do not conflict, each save writing its objects' values whole.
    open var mergePolicy: Any = NSErrorMergePolicy
    /// A no-op.
    open var stalenessInterval: TimeInterval = -1
    /// A no-op.
    open var transactionAuthor: String?

    /// Objects read or saved, by their table and row.
    private var registered: [String: NSManagedObject] = [:]
    private var inserted: [NSManagedObject] = []
    private var updated: [NSManagedObject] = []
    private var deleted: [NSManagedObject] = []

    public init(concurrencyType: ConcurrencyType) {
        self.concurrencyType = concurrencyType
        super.init()
    }

    /// The coordinator this context saves through: its own, or its parent's.
    var coordinator: NSPersistentStoreCoordinator? { persistentStoreCoordinator ?? parent?.coordinator }
    /// The model of the coordinator (an empty one without).
    var model: NSManagedObjectModel { coordinator?.managedObjectModel ?? NSManagedObjectModel() }

    open var insertedObjects: Set<NSManagedObject> { Set(inserted) }
    open var updatedObjects: Set<NSManagedObject> { Set(updated) }
    open var deletedObjects: Set<NSManagedObject> { Set(deleted) }
    open var registeredObjects: Set<NSManagedObject> { Set(registered.values).union(inserted) }
    /// Whether objects were inserted, changed or deleted since the last save.
    open var hasChanges: Bool { !inserted.isEmpty || !updated.isEmpty || !deleted.isEmpty }

    /// Inserts a new object; it is saved with the next `save()`.
    open func insert(_ object: NSManagedObject) {
        guard object.state == .new else { return }
        object.managedObjectContext = self
        object.state = .inserted
        inserted.append(object)
        object.awakeFromInsert()
    }

    /// Deletes an object: an inserted one is forgotten, a saved one is removed from the store at the next `save()`.
    open func delete(_ object: NSManagedObject) {
        guard object.managedObjectContext === self else { return }
        object.prepareForDeletion()
        if object.state == .inserted {
            inserted.removeAll { $0 === object }
            object.state = .new
            object.managedObjectContext = nil
            return
        }
        guard object.state == .saved else { return }
        object.state = .deleted
        updated.removeAll { $0 === object }
        deleted.append(object)
    }

    /// Records that a saved object changed.
    func objectChanged(_ object: NSManagedObject) {
        guard object.state == .saved, !updated.contains(where: { $0 === object }) else { return }
        updated.append(object)
    }

    /// The objects of the request's entity in the store and, unless `includesPendingChanges` is false, this context's
    /// unsaved inserts, without its deletions; filtered by the predicate, sorted, offset and limited.
    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        try fetchObjects(request).compactMap { $0 as? T }
    }

    /// How many objects `fetch` would return.
    open func count<T>(for request: NSFetchRequest<T>) throws -> Int { try fetchObjects(request).count }

    private func fetchObjects<T>(_ request: NSFetchRequest<T>) throws -> [NSManagedObject] {
        guard let entity = request.entity ?? request.entityName.flatMap({ model.entitiesByName[$0] }) else {
            throw NSError(domain: NSCocoaErrorDomain, code: 134_060,
                          userInfo: [NSLocalizedDescriptionKey: "No entity named '\(request.entityName ?? "")' in the model"])
        }
        let entities = model.entities.filter { request.includesSubentities ? $0.isKind(of: entity) : $0 === entity }
        var objects: [NSManagedObject] = []
        if let store = coordinator?.store {
            for entity in entities {
                do {
                    objects += try store.rows(of: entity).map { object(entity: entity, key: $0.key, values: $0.values) }
                } catch {
                    throw NSError(domain: NSCocoaErrorDomain, code: 134_060, userInfo: [NSLocalizedDescriptionKey: error.message])
                }
            }
        }
        if request.includesPendingChanges {
            objects = objects.filter { $0.state != .deleted } + inserted.filter { $0.entity.isKind(of: entity) && entities.contains($0.entity) }
        }
        if let predicate = request.predicate { objects = objects.filter { predicate.evaluate(with: $0) } }
        if let descriptors = request.sortDescriptors, !descriptors.isEmpty {
            objects.sort { first, second in
                for descriptor in descriptors {
                    let order = descriptor.compare(first, second)
                    if order != .orderedSame { return order == .orderedAscending }
                }
                return false
            }
        }
        let offset = min(request.fetchOffset, objects.count)
        let limited = objects[offset...]
        return Array(request.fetchLimit > 0 ? limited.prefix(request.fetchLimit) : limited)
    }

    /// The context's object for a row: the one registered (whose values are refreshed from the row unless it has
    /// unsaved changes), else a new one.
    private func object(entity: NSEntityDescription, key: Int64, values: [String: Any]) -> NSManagedObject {
        let name = "\(ManagedTable.name(of: entity))/\(key)"
        if let object = registered[name] {
            if object.changedKeys.isEmpty && object.state == .saved { object.values = values }
            return object
        }
        let object = entity.instantiate(insertInto: nil)
        object.objectID.key = key
        object.values = values
        object.state = .saved
        object.managedObjectContext = self
        registered[name] = object
        object.awakeFromFetch()
        return object
    }

    /// The object of `entity` with row `key`, from this context or the store; nil when the store has no such row.
    func object(entity: NSEntityDescription, key: Int64) -> NSManagedObject? {
        if let object = registered["\(ManagedTable.name(of: entity))/\(key)"] { return object }
        guard let row = try? coordinator?.store?.rows(of: entity, key: key).first else { return nil }
        return object(entity: entity, key: row.key, values: row.values)
    }

    /// The object with `objectID` in this context.
    open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        if let object = inserted.first(where: { $0.objectID === objectID }) { return object }
        if let key = objectID.key, let object = object(entity: objectID.entity, key: key) { return object }
        fatalError("CoreData: the object \(objectID) is not in the store")
    }

    /// The object with `objectID`, or an error when the store has none.
    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        if let object = inserted.first(where: { $0.objectID === objectID }) { return object }
        guard let key = objectID.key, let object = object(entity: objectID.entity, key: key) else {
            throw NSError(domain: NSCocoaErrorDomain, code: 133_000, userInfo: [NSLocalizedDescriptionKey: "\(objectID) does not exist"])
        }
        return object
    }

    /// Writes the inserted, changed and deleted objects to the store; an error leaves them unsaved.
    open func save() throws {
        guard hasChanges else { return }
        guard let store = coordinator?.store else {
            throw NSError(domain: NSCocoaErrorDomain, code: 134_020, userInfo: [NSLocalizedDescriptionKey: "This context has no persistent store to save to"])
        }
        let (inserted, updated, deleted) = (self.inserted, self.updated, self.deleted)
        for object in inserted + updated + deleted { object.willSave() }
        do {
            try store.save(inserted: inserted, updated: updated, deleted: deleted)
        } catch {
            throw NSError(domain: NSCocoaErrorDomain, code: 134_030, userInfo: [NSLocalizedDescriptionKey: error.message])
        }
        for object in inserted + updated {
            object.state = .saved
            object.changedKeys = []
            if let name = object.objectID.rowName { registered[name] = object }
        }
        for object in deleted {
            if let name = object.objectID.rowName { registered[name] = nil }
            object.managedObjectContext = nil
        }
        (self.inserted, self.updated, self.deleted) = ([], [], [])
        for object in inserted + updated + deleted { object.didSave() }
    }

    /// Forgets the unsaved changes: inserted objects leave the context, changed and deleted ones read the store again.
    open func rollback() {
        for object in inserted { object.state = .new; object.managedObjectContext = nil }
        for object in updated + deleted { object.state = .saved; refresh(object, mergeChanges: false) }
        (inserted, updated, deleted) = ([], [], [])
    }

    /// Forgets every object of the context.
    open func reset() {
        rollback()
        registered = [:]
    }

    /// Reads a saved object's values from the store again, dropping its unsaved changes unless `flag` keeps them.
    open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {
        guard let key = object.objectID.key, let row = try? coordinator?.store?.rows(of: object.entity, key: key).first else { return }
        let kept = flag ? object.values.filter { object.changedKeys.contains($0.key) } : [:]
        object.values = row.values.merging(kept) { _, changed in changed }
        if !flag { object.changedKeys = []; updated.removeAll { $0 === object } }
    }

    /// Refreshes every registered object that has no unsaved changes.
    open func refreshAllObjects() {
        for object in registered.values where object.changedKeys.isEmpty { refresh(object, mergeChanges: true) }
    }

    /// Runs `block` on the context's queue (the extension's main queue), after work already queued there.
    open func perform(_ block: @escaping () -> Void) {
        nonisolated(unsafe) let block = block
        DispatchQueue.main.async { block() }
    }

    /// Runs `block` at once and returns when it has finished.
    open func performAndWait(_ block: () -> Void) { block() }

    /// Runs `block` at once and returns its result (iOS 15).
    open func performAndWait<T>(_ block: () throws -> T) rethrows -> T { try block() }

    /// When the async `perform` runs its block (iOS 15).
    public enum ScheduledTaskType: Sendable { case immediate, enqueued }

    /// Runs `block` and returns its result (iOS 15): at once, as the extension's main queue is where the caller runs.
    open func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping () throws -> T) async rethrows -> T { try block() }
}

/// Merge policies (CoreData), kept by a context as given; notisim's saves do not conflict.
open class NSMergePolicy: NSObject, @unchecked Sendable {
    /// The kinds of policy.
    public enum MergeType: UInt, Sendable {
        case errorMergePolicyType = 0, mergeByPropertyStoreTrumpMergePolicyType, mergeByPropertyObjectTrumpMergePolicyType,
             overwriteMergePolicyType, rollbackMergePolicyType
    }

    open private(set) var mergeType: MergeType
    public init(merge type: MergeType) { mergeType = type; super.init() }

    public static let error = NSMergePolicy(merge: .errorMergePolicyType)
    public static let mergeByPropertyStoreTrump = NSMergePolicy(merge: .mergeByPropertyStoreTrumpMergePolicyType)
    public static let mergeByPropertyObjectTrump = NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType)
    public static let overwrite = NSMergePolicy(merge: .overwriteMergePolicyType)
    public static let rollback = NSMergePolicy(merge: .rollbackMergePolicyType)
}

nonisolated(unsafe) public let NSErrorMergePolicy: Any = NSMergePolicy.error
nonisolated(unsafe) public let NSMergeByPropertyStoreTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyStoreTrump
nonisolated(unsafe) public let NSMergeByPropertyObjectTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyObjectTrump
nonisolated(unsafe) public let NSOverwriteMergePolicy: Any = NSMergePolicy.overwrite
nonisolated(unsafe) public let NSRollbackMergePolicy: Any = NSMergePolicy.rollback
