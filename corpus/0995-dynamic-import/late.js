console.log("late body");
export const late = "late value";
