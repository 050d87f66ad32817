/// What a fetch request can return (CoreData): managed objects.
public protocol NSFetchRequestResult: AnyObject {}

/// An object of an entity (CoreData): its values by key, the context it lives in and its identity. Subclasses
/// declare `@NSManaged` properties, which notisim's Linux rewrite makes accessors over these values
/// (docs/rules/apple-frameworks.md#coredata).
open class NSManagedObject: NSObject, NSFetchRequestResult, @unchecked Sendable {
    /// The object's entity.
    open var entity: NSEntityDescription { objectID.entity }
    /// The context the object lives in; nil once deleted and saved.
    open internal(set) weak var managedObjectContext: NSManagedObjectContext?
    /// The object's identity, permanent once saved.
    open internal(set) var objectID: NSManagedObjectID
    /// The current values of attributes and relationships by key: attributes in the form `ManagedValues.canonical`
    /// gives, relationships as the related objects (or their identities before first read).
    var values: [String: Any] = [:]
    /// Keys set since the last save or fetch.
    var changedKeys: Set<String> = []
    /// Where the object is in its life: new, saved, deleted.
    var state = ManagedObjectState.new

    /// A new object of `entity`, inserted into `context` when one is given, with the model's default values.
    public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        objectID = NSManagedObjectID(entity: entity, key: nil)
        super.init()
        for attribute in entity.attributesByName.values {
            if let value = attribute.defaultValue { values[attribute.name] = value }
        }
        if let context { context.insert(self) }
    }

    /// A new object of the entity whose class is this class, inserted into `context` (iOS 10).
    public convenience init(context: NSManagedObjectContext) {
        let className = String(describing: Self.self)
        guard let entity = context.model.entities.first(where: { $0.managedObjectClassName == className }) else {
            fatalError("An NSManagedObject of class '\(className)' must have a valid NSEntityDescription.")
        }
        self.init(entity: entity, insertInto: context)
    }

    /// The entity whose class is this class, in the models notisim compiled into the extension.
    open class func entity() -> NSEntityDescription {
        let className = String(describing: self)
        guard let entity = NotisimDataModels.all.lazy.flatMap(\.entities).first(where: { $0.managedObjectClassName == className }) else {
            fatalError("No NSEntityDescriptions in any model claim the NSManagedObject subclass '\(className)'")
        }
        return entity
    }

    /// A fetch request for this class's entity.
    open class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> {
        NSFetchRequest<any NSFetchRequestResult>(entityName: entity().name ?? "")
    }

    /// Whether the object was inserted and not saved yet.
    open var isInserted: Bool { state == .inserted }
    /// Whether a saved object has unsaved changes.
    open var isUpdated: Bool { state == .saved && !changedKeys.isEmpty }
    /// Whether the object is deleted, until the context saves.
    open var isDeleted: Bool { state == .deleted }
    /// Whether the object is inserted, updated or deleted.
    open var hasChanges: Bool { isInserted || isUpdated || isDeleted }
    /// Always false: notisim reads an object's values with the object.
    open var isFault: Bool { false }

    /// The values changed since the last save, by key.
    open func changedValues() -> [String: Any] {
        Dictionary(uniqueKeysWithValues: changedKeys.map { ($0, value(forKey: $0) ?? NSNull()) })
    }

    /// The value of an attribute or relationship (a to-many relationship as an `NSSet`, or `NSOrderedSet` when ordered).
    open func value(forKey key: String) -> Any? {
        if let relationship = entity.relationshipsByName[key] {
            let related = relatedObjects(forKey: key)
            guard relationship.isToMany else { return related.first }
            return relationship.isOrdered ? NSOrderedSet(array: related) : NSSet(array: related)
        }
        return values[key]
    }

    /// Sets an attribute (converted to the attribute's type) or a relationship (an object, or a set of them).
    open func setValue(_ value: Any?, forKey key: String) {
        if entity.relationshipsByName[key] != nil {
            setRelatedObjects(ManagedValues.objects(in: value), forKey: key)
        } else {
            values[key] = value.flatMap { ManagedValues.canonical($0, as: entity.attributesByName[key]?.attributeType) }
        }
        markChanged(key)
    }

    /// The value of a key without notifications; the same as ``value(forKey:)`` here.
    open func primitiveValue(forKey key: String) -> Any? { value(forKey: key) }
    /// Sets a key without notifications; the same as ``setValue(_:forKey:)`` here.
    open func setPrimitiveValue(_ value: Any?, forKey key: String) { setValue(value, forKey: key) }

    /// Called once when the object is first inserted; override to set up values.
    open func awakeFromInsert() {}
    /// Called when the object is read from the store.
    open func awakeFromFetch() {}
    /// Called before the object's context saves it.
    open func willSave() {}
    /// Called after the object's context saved it.
    open func didSave() {}
    /// Called when the object is deleted.
    open func prepareForDeletion() {}
    /// A no-op: notisim has no key-value observers to tell.
    open func willChangeValue(forKey key: String) {}
    /// A no-op: notisim has no key-value observers to tell.
    open func didChangeValue(forKey key: String) {}
    /// A no-op: notisim has no faults to fire.
    open func willAccessValue(forKey key: String?) {}
    /// A no-op: notisim has no faults to fire.
    open func didAccessValue(forKey key: String?) {}

    // MARK: - Accessors the Linux rewrite and the generated classes give `@NSManaged` declarations

    /// The value of `key` as the property's type: what an `@NSManaged var` reads on Linux. Not part of Apple's CoreData.
    public func _managedValue<Value>(forKey key: String) -> Value {
        if let relationship = entity.relationshipsByName[key] {
            let related = relatedObjects(forKey: key)
            return ManagedValues.relationshipValue(related, toMany: relationship.isToMany, ordered: relationship.isOrdered, key: key)
        }
        return ManagedValues.cast(values[key], key: key)
    }

    /// Sets `key` from the property's type: what an `@NSManaged var` writes on Linux. Not part of Apple's CoreData.
    public func _setManagedValue<Value>(_ value: Value, forKey key: String) { setValue(ManagedValues.unwrapped(value), forKey: key) }

    /// Adds an object or a set of objects to the to-many relationship `key`: Xcode's generated `addToX` accessors.
    /// Not part of Apple's CoreData.
    public func _addToManagedRelationship(_ value: Any, forKey key: String) {
        let current = relatedObjects(forKey: key)
        setRelatedObjects(current + ManagedValues.objects(in: value).filter { added in !current.contains { $0 === added } }, forKey: key)
        markChanged(key)
    }

    /// Removes an object or a set of objects from the to-many relationship `key`: Xcode's generated `removeFromX`
    /// accessors. Not part of Apple's CoreData.
    public func _removeFromManagedRelationship(_ value: Any, forKey key: String) {
        let removed = ManagedValues.objects(in: value)
        setRelatedObjects(relatedObjects(forKey: key).filter { object in !removed.contains { $0 === object } }, forKey: key)
        markChanged(key)
    }
}

/// Where a managed object is in its life.
enum ManagedObjectState: Sendable {
    /// Created without a context.
    case new
    /// Inserted into a context, not saved.
    case inserted
    /// In the store (saved or fetched).
    case saved
    /// Deleted, until the context saves.
    case deleted
}
