//
//  LockerWidgetsBundle.swift
//  LockerWidgets
//

import WidgetKit
import SwiftUI

@main
struct LockerWidgetsBundle: WidgetBundle {
    var body: some Widget {
        LockerWidget()
        LockerLiveActivity()
    }
}
