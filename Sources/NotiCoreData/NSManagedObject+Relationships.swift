/// A relationship's destinations as the store keeps them, before they are first read: their rows' keys.
struct StoredReferences: Sendable, Hashable {
    var keys: [Int64]
}

extension NSManagedObject {
    /// The objects the relationship `key` leads to (none, one for a to-one relationship, or several), read from the
    /// store into the object's context on first use.
    func relatedObjects(forKey key: String) -> [NSManagedObject] {
        switch values[key] {
        case let objects as [NSManagedObject]:
            return objects
        case let stored as StoredReferences:
            guard let context = managedObjectContext, let destination = entity.relationshipsByName[key]?.destinationEntity else { return [] }
            let objects = stored.keys.compactMap { context.object(entity: destination, key: $0) }
            values[key] = objects
            return objects
        default:
            return []
        }
    }

    /// Sets the relationship `key` to `objects` (the first only, for a to-one relationship) and keeps its inverse in
    /// step, as Core Data does for a relationship with an inverse.
    func setRelatedObjects(_ objects: [NSManagedObject], forKey key: String) {
        guard let relationship = entity.relationshipsByName[key] else { return }
        let old = relatedObjects(forKey: key)
        let new = relationship.isToMany ? objects : Array(objects.prefix(1))
        values[key] = new
        guard let inverse = relationship.inverseName else { return }
        for removed in old where !new.contains(where: { $0 === removed }) { removed.unlink(self, fromKey: inverse) }
        for added in new where !old.contains(where: { $0 === added }) { added.link(self, toKey: inverse) }
    }

    /// Adds `object` to this object's side `key` of a relationship whose other side just gained it.
    private func link(_ object: NSManagedObject, toKey key: String) {
        guard let relationship = entity.relationshipsByName[key] else { return }
        var current = relatedObjects(forKey: key)
        guard !current.contains(where: { $0 === object }) else { return }
        if relationship.isToMany {
            current.append(object)
        } else {
            if let previous = current.first, let inverse = relationship.inverseName { previous.unlink(self, fromKey: inverse) }
            current = [object]
        }
        values[key] = current
        markChanged(key)
    }

    /// Removes `object` from this object's side `key` of a relationship whose other side just lost it.
    private func unlink(_ object: NSManagedObject, fromKey key: String) {
        let current = relatedObjects(forKey: key)
        guard current.contains(where: { $0 === object }) else { return }
        values[key] = current.filter { $0 !== object }
        markChanged(key)
    }

    /// Records `key` as changed in the object and its context.
    func markChanged(_ key: String) {
        changedKeys.insert(key)
        managedObjectContext?.objectChanged(self)
    }
}
