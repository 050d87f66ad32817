//
//  DeliveryWidgets.swift
//  The extension's widgets. An Xcode project marks this bundle `@main`; the tests make it themselves.
//

import SwiftUI
import WidgetKit

struct DeliveryWidgets: WidgetBundle {
    var body: some Widget {
        CourierWidget()
        if #available(iOS 16.1, *) {
            DeliveryLiveActivity()
        }
    }
}
