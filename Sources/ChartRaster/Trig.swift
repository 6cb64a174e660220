import Foundation

/// cos and sin without importing Foundation everywhere.
@inline(__always) func cosine(_ angle: Double) -> Double { cos(angle) }
@inline(__always) func sine(_ angle: Double) -> Double { sin(angle) }
