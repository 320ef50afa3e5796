#pragma once

// The state both packaging examples evaluate tau at (PUMA 560, 6 joints).
const double kSampleQ[6] = {0.1, -0.4, 0.7, 0.2, -0.3, 0.5};
const double kSampleQd[6] = {0.5, -0.2, 0.3, 0.1, 0.4, -0.6};
const double kSampleQdd[6] = {1.0, 0.5, -0.5, 0.2, -0.1, 0.3};
