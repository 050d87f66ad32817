//
//  LockerApp.swift
//  Locker
//

import SwiftUI

@main
struct LockerApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Your parcels")
        }
    }
}
